import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { LanguageCompleteness, MissingTranslation, Restaurant } from '@carta/contracts';
import { Card, SubHeading, Text } from '@carta/ui';
import { useServerData } from '@carta/web-core';
import { textIn } from '../../common/translated-text';
import { completeness, missingTextPath } from '../../common/translation-links';
import { getTranslationStatus } from '../api';

const Language = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
  &:last-child {
    margin-bottom: 0;
  }
`;

const Header = styled.h3`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.body};
`;

const Bar = styled.div<{ $percent: number }>`
  height: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.border};
  &::after {
    content: '';
    display: block;
    height: 100%;
    width: ${({ $percent }) => $percent}%;
    border-radius: inherit;
    background: ${({ $percent, theme }) => ($percent === 100 ? theme.colors.success : theme.colors.accent)};
  }
`;

const Missing = styled.ul`
  max-height: ${({ theme }) => theme.size.column.wide};
  overflow-y: auto;
  margin: ${({ theme }) => `${theme.space(2)} 0 0`};
  padding-left: ${({ theme }) => theme.space(5)};
  li {
    margin-bottom: ${({ theme }) => theme.space(1)};
    overflow-wrap: anywhere;
  }
  a {
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

function LanguageStatus({ restaurant, status }: { restaurant: Restaurant; status: LanguageCompleteness }) {
  const { t } = useTranslation('owner');
  const percent = completeness(status);
  const language = t(`languages.${status.language}`);
  const label = (text: MissingTranslation) =>
    t(`translations.${text.kind}.${text.field}`, { name: textIn(text.name, restaurant) || t('menus.untitled') });
  const more = status.texts - status.written - status.missing.length;
  return (
    <Language>
      <Header>
        <span>{language}</span>
        <span>{t('translations.percent', { percent })}</span>
      </Header>
      <Bar $percent={percent} aria-hidden="true" />
      {status.missing.length > 0 && (
        <Missing aria-label={t('translations.missingIn', { language })}>
          {status.missing.map((text) => (
            <li key={`${text.kind}-${text._id}-${text.field}`}>
              <Link to={missingTextPath(restaurant._id, text, status.language)}>{label(text)}</Link>
            </li>
          ))}
          {more > 0 && <li>{t('translations.more', { count: more })}</li>}
        </Missing>
      )}
    </Language>
  );
}

/** How complete each language of the carta is, each missing text a link to its editor on that language's tab. */
export function TranslationsCard({ restaurant }: { restaurant: Restaurant }) {
  const { t } = useTranslation('owner');
  const status = useServerData(`translations:${restaurant._id}:${restaurant.languages.join()}`, () =>
    getTranslationStatus(restaurant._id),
  ).data;
  return (
    <Card aria-labelledby="translations-title">
      <SubHeading id="translations-title">{t('translations.title')}</SubHeading>
      {status === undefined ? (
        <Text $muted>{t('loading')}</Text>
      ) : (
        status.languages.map((language) => (
          <LanguageStatus key={language.language} restaurant={restaurant} status={language} />
        ))
      )}
    </Card>
  );
}

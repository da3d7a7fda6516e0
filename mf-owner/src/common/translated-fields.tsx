import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { languageTag, MAX_LENGTH, type RestaurantLanguage, type Translated } from '@carta/contracts';
import { TextAreaField, TextField } from '@carta/ui';
import { useMessageText, useValidation } from '@carta/web-core';
import { cleanTranslated, missingLanguages } from './translated-text';

/** One translated text of a form: a field per language. `label` names one language's field. */
export interface TranslatedText {
  label: (language: string) => string;
  value: Translated;
  onChange: (value: Translated) => void;
  /** Translated messages by language. */
  errors?: Partial<Record<RestaurantLanguage, string>>;
  multiline?: boolean;
  /** Else the first language's field is required. */
  optional?: boolean;
  /** The server's limit for each language's text; a name's, or a description's when multiline. */
  maxLength?: number;
}

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  border-bottom: ${({ theme }) => theme.hairline};
`;

const Tab = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.size.touch};
  margin-bottom: calc(-1 * ${({ theme }) => theme.borderWidth.thin});
  padding: ${({ theme }) => theme.space(2)};
  border: 0;
  border-bottom: ${({ theme }) => theme.borderWidth.thick} solid transparent;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  cursor: pointer;
  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.accentText};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** "Missing": a text written in another language is not written in this one. */
export const MissingBadge = styled.span`
  padding: ${({ theme }) => `0 ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** The server's limit for each language's text. */
const limitOf = (text: TranslatedText) => text.maxLength ?? (text.multiline ? MAX_LENGTH.description : MAX_LENGTH.name);

/** The first language with an error or a text over its limit; the form opens its tab so the message is seen. */
function firstWithError(languages: readonly RestaurantLanguage[], texts: readonly TranslatedText[]) {
  return languages.find((language) =>
    texts.some((text) => text.errors?.[language] || (text.value[language]?.length ?? 0) > limitOf(text)),
  );
}

/**
 * The one way an owner form edits translated texts: a tab per restaurant language (its default language first), each
 * with a field per text, and a "missing" badge on the languages that lack a text written in another one. Arrow keys,
 * Home and End move between tabs (WAI-ARIA tabs, automatic activation). One language needs no tabs.
 */
export function TranslatedFields({
  languages,
  texts,
  initialLanguage,
}: {
  languages: readonly RestaurantLanguage[];
  texts: readonly TranslatedText[];
  /** The tab open first (a link to a missing translation names it); else the default language. */
  initialLanguage?: RestaurantLanguage;
}) {
  const { t } = useTranslation('owner');
  const id = useId();
  const [selected, setSelected] = useState<RestaurantLanguage>(
    initialLanguage && languages.includes(initialLanguage) ? initialLanguage : languages[0],
  );
  const tabs = useRef(new Map<RestaurantLanguage, HTMLButtonElement>());
  const missing = missingLanguages(
    texts.map((text) => text.value),
    languages,
  );

  // A new error opens its language's tab (set while rendering: React's way to follow a prop).
  const withError = firstWithError(languages, texts);
  const [errorShown, setErrorShown] = useState(withError);
  if (withError !== errorShown) {
    setErrorShown(withError);
    if (withError) setSelected(withError);
  }

  const fields = (language: RestaurantLanguage) =>
    texts.map((text, index) => {
      const Field = text.multiline ? TextAreaField : TextField;
      return (
        <Field
          key={index}
          lang={languageTag(language)}
          label={text.label(t(`languages.${language}`))}
          value={text.value[language] ?? ''}
          onChange={(next) => text.onChange({ ...text.value, [language]: next })}
          required={!text.optional && language === languages[0]}
          error={text.errors?.[language]}
          maxLength={limitOf(text)}
          {...(text.multiline ? { rows: 2 } : { alwaysCount: true })}
        />
      );
    });

  if (languages.length === 1) return <>{fields(languages[0])}</>;

  const choose = (language: RestaurantLanguage) => {
    setSelected(language);
    tabs.current.get(language)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = languages.indexOf(selected);
    const next = {
      ArrowRight: languages[(at + 1) % languages.length],
      ArrowLeft: languages[(at - 1 + languages.length) % languages.length],
      Home: languages[0],
      End: languages[languages.length - 1],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <>
      <TabList role="tablist" aria-label={t('translations.tabs')} onKeyDown={onKeyDown}>
        {languages.map((language) => (
          <Tab
            key={language}
            ref={(node) => {
              if (node) tabs.current.set(language, node);
              else tabs.current.delete(language);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${language}`}
            aria-controls={`${id}-panel-${language}`}
            aria-selected={language === selected}
            tabIndex={language === selected ? 0 : -1}
            onClick={() => setSelected(language)}
          >
            {t(`languages.${language}`)}
            {missing.has(language) && <MissingBadge>{t('translations.missing')}</MissingBadge>}
          </Tab>
        ))}
      </TabList>
      {languages.map((language) => (
        <div
          key={language}
          role="tabpanel"
          id={`${id}-panel-${language}`}
          aria-labelledby={`${id}-tab-${language}`}
          hidden={language !== selected}
        >
          {fields(language)}
        </div>
      ))}
    </>
  );
}

/**
 * A translated text a form edits: `fields` go to TranslatedFields' texts; `check()` says whether the first language is
 * written and shows "required" under it when not, until it is (useValidation); `cleaned()` is what the form sends.
 */
export function useTranslatedText(initial: Translated, languages: readonly RestaurantLanguage[]) {
  const text = useMessageText();
  const [value, setValue] = useState(initial);
  const first = languages[0];
  const { problems: written, validate } = useValidation(
    () => Boolean(value[first]?.trim()),
    (isWritten) => isWritten,
  );
  return {
    fields: {
      value,
      onChange: setValue,
      errors: written === false ? { [first]: text({ key: 'validation.required' }) } : {},
    },
    check: validate,
    cleaned: () => cleanTranslated(value, languages),
    reset: () => setValue(initial),
  };
}

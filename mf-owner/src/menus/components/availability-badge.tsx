import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { MenuAvailability } from '@carta/contracts';
import { instantName, nextServiceName, regionalLocale } from '../schedule-format';

const Badge = styled.span<{ $state: MenuAvailability['state'] }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radius.large};
  border: ${({ theme }) => theme.hairline};
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;
  ${({ theme, $state }) => {
    switch ($state) {
      case 'available':
        return css`
          background: ${theme.colors.success};
          border-color: ${theme.colors.success};
          color: ${theme.colors.onSuccess};
        `;
      case 'availableFrom':
        return css`
          color: ${theme.colors.accentText};
          border-color: ${theme.colors.accent};
        `;
      case 'notActive':
        return css`
          color: ${theme.colors.textMuted};
        `;
      case 'neverAvailable':
        return css`
          background: ${theme.colors.danger};
          border-color: ${theme.colors.danger};
          color: ${theme.colors.onDanger};
        `;
    }
  }}
`;

const Next = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

/**
 * The server's verdict on a menu at an instant: now (the menus' screens), or the one the owner previews (`at`). A
 * disabled menu says so in the words of its "Enabled" box; one outside its hours says when it is next served.
 */
export function AvailabilityBadge({
  availability,
  timeZone,
  at,
}: {
  availability: MenuAvailability;
  timeZone: string;
  at?: Date;
}) {
  const { t, i18n } = useTranslation('owner');
  const locale = regionalLocale(i18n.language);
  const from = 'from' in availability ? availability.from : undefined;
  const label = (() => {
    switch (availability.state) {
      case 'available':
        return t(at ? 'menus.availability.availableThen' : 'menus.availability.available');
      case 'availableFrom':
        return t('menus.availability.availableFrom', { date: instantName(availability.from, locale, timeZone, false) });
      case 'notActive':
        if (!from) return t('menus.availability.disabled');
        return t(at ? 'menus.availability.notServedThen' : 'menus.availability.notServed');
      case 'neverAvailable':
        return t('menus.availability.neverAvailable');
    }
  })();
  return (
    <>
      <Badge $state={availability.state}>{label}</Badge>
      {availability.state === 'notActive' && from && (
        <Next>
          {' · '}
          {t('menus.availability.next', { when: nextServiceName(from, locale, timeZone, at ?? new Date()) })}
        </Next>
      )}
    </>
  );
}

import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BOTTOM_BAR_HEIGHT_VAR, Button } from '@carta/ui';
import { useCookieNotice } from '@carta/web-core';

// Fixed at the bottom, compact, never over the toolbar; the page below gets as much room as the bar takes (the
// CSS variable, read by <main> and the snackbars), so every action can be scrolled clear of it.
const Banner = styled.section`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 950;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.colors.surface};
  border-top: ${({ theme }) => theme.hairline};
  box-shadow: ${({ theme }) => theme.elevation.dialog};
  p {
    flex: 1 1 ${({ theme }) => theme.size.column.medium};
    max-width: ${({ theme }) => theme.layout.measure};
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.small};
  }
`;

/**
 * Says once what the product keeps in the browser: no cookie, no tracking, only the visitor's own choices and session
 * (localStorage). Nothing needs consent, so there is nothing to accept or reject.
 */
export function CookieBanner() {
  const { t } = useTranslation('common');
  const seen = useCookieNotice((state) => state.seen);
  const dismiss = useCookieNotice((state) => state.dismiss);
  const banner = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    const element = banner.current;
    if (!element) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(BOTTOM_BAR_HEIGHT_VAR, `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(BOTTOM_BAR_HEIGHT_VAR);
    };
  }, [seen]);

  if (seen) return null;
  return (
    <Banner ref={banner} aria-label={t('cookies.label')}>
      <p>{t('cookies.text')}</p>
      <Button onClick={dismiss}>{t('cookies.ok')}</Button>
    </Banner>
  );
}

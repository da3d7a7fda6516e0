import { ThemeProvider } from 'styled-components';
import { initI18n } from '@carta/i18n';
import { GlobalStyle, themeFor } from '@carta/ui';
import { useLocale, useTheme } from '@carta/web-core';
import { UnavailablePanel } from './remote-route';

/** Loads the translations the panel shows; the light guest page never started i18next. */
export async function prepare(): Promise<void> {
  await initI18n(useLocale.getState().locale);
}

/** The shell's "unavailable" panel for the light guest page, themed as the rest of the app. */
export default function GuestUnavailable({ onRetry }: { onRetry: () => void }) {
  const dark = useTheme((state) => state.dark);
  return (
    <ThemeProvider theme={themeFor(dark)}>
      <GlobalStyle />
      <UnavailablePanel onRetry={onRetry} />
    </ThemeProvider>
  );
}

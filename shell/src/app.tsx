import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, themeFor } from '@carta/ui';
import { useTheme } from '@carta/web-core';
import { createAppRouter } from './router';

// Created once, on import: the first screen's chunk starts loading while translations load.
const router = createAppRouter();

export function App() {
  const dark = useTheme((state) => state.dark);
  return (
    <ThemeProvider theme={themeFor(dark)}>
      <GlobalStyle />
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}

/** The only place colours, spacing and type sizes are written down; components read them from the theme. */
const brand = {
  primary: '#272727',
  secondary: '#ffb632',
  accent: '#2d85cc',
  error: '#eb423f',
} as const;

export interface CartaTheme {
  mode: 'light' | 'dark';
  colors: {
    primary: string;
    onPrimary: string;
    secondary: string;
    onSecondary: string;
    accent: string;
    /** The accent darkened or lightened enough to read as text on the background (WCAG AA). */
    accentText: string;
    error: string;
    /** A red that white text reads on (the brand red is too light for small white text). */
    errorStrong: string;
    onError: string;
    success: string;
    onSuccess: string;
    background: string;
    surface: string;
    text: string;
    textMuted: string;
    border: string;
    focus: string;
    backdrop: string;
  };
  space: (steps: number) => string;
  radius: { small: string; medium: string; large: string };
  font: {
    family: string;
    size: { small: string; body: string; large: string; h3: string; h2: string; h1: string };
    weight: { regular: number; bold: number };
    lineHeight: number;
  };
  shadow: { card: string; dialog: string };
  layout: { maxWidth: string; dialogWidth: string; toolbarHeight: string };
  /** small: phones; medium: below it the toolbar folds into a menu button and drawer. */
  breakpoint: { small: string; medium: string };
}

const shared = {
  space: (steps: number) => `${steps * 0.25}rem`,
  radius: { small: '4px', medium: '8px', large: '16px' },
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    size: { small: '0.875rem', body: '1rem', large: '1.125rem', h3: '1.25rem', h2: '1.5rem', h1: '2rem' },
    weight: { regular: 400, bold: 700 },
    lineHeight: 1.5,
  },
  layout: { maxWidth: '1100px', dialogWidth: '300px', toolbarHeight: '56px' },
  breakpoint: { small: '600px', medium: '960px' },
};

export const lightTheme: CartaTheme = {
  ...shared,
  mode: 'light',
  colors: {
    primary: brand.primary,
    onPrimary: '#ffffff',
    secondary: brand.secondary,
    onSecondary: brand.primary,
    accent: brand.accent,
    accentText: '#1f6aa6',
    error: brand.error,
    errorStrong: '#c62828',
    onError: '#ffffff',
    success: '#2e7d32',
    onSuccess: '#ffffff',
    background: '#fafafa',
    surface: '#ffffff',
    text: brand.primary,
    textMuted: '#5c5c5c',
    border: '#d0d0d0',
    focus: brand.accent,
    backdrop: 'rgba(0, 0, 0, 0.45)',
  },
  shadow: { card: '0 1px 3px rgba(0, 0, 0, 0.15)', dialog: '0 8px 24px rgba(0, 0, 0, 0.3)' },
};

export const darkTheme: CartaTheme = {
  ...shared,
  mode: 'dark',
  colors: {
    primary: brand.primary,
    onPrimary: '#ffffff',
    secondary: brand.secondary,
    onSecondary: brand.primary,
    accent: brand.accent,
    accentText: '#7ab8ea',
    error: brand.error,
    errorStrong: '#c62828',
    onError: '#ffffff',
    success: '#2e7d32',
    onSuccess: '#ffffff',
    background: '#121212',
    surface: '#1e1e1e',
    text: '#f2f2f2',
    textMuted: '#b8b8b8',
    border: '#444444',
    focus: brand.secondary,
    backdrop: 'rgba(0, 0, 0, 0.6)',
  },
  shadow: { card: '0 1px 3px rgba(0, 0, 0, 0.6)', dialog: '0 8px 24px rgba(0, 0, 0, 0.7)' },
};

export function themeFor(dark: boolean): CartaTheme {
  return dark ? darkTheme : lightTheme;
}

/**
 * The only place colours, spacing, sizes and type are written down; components read them from the theme, and a unit
 * test (libs/ui/src/no-literal-styles.spec.ts) fails when an app writes one of its own.
 */

/** The spec's theme colours (§8). */
const brand = {
  primary: '#272727',
  secondary: '#ffb632',
  accent: '#2d85cc',
  error: '#eb423f',
} as const;

export interface CartaTheme {
  mode: 'light' | 'dark';
  /** Colour roles: a fill, and what reads on it (`onX`); a `xText` is the role as text on the background. */
  colors: {
    primary: string;
    onPrimary: string;
    secondary: string;
    onSecondary: string;
    accent: string;
    /** The accent darkened or lightened enough to read as text on the background (WCAG AA). */
    accentText: string;
    /** Destructive actions and errors: a fill white text reads on (the spec's red is too light for small text). */
    danger: string;
    onDanger: string;
    /** The spec's red as text or a border on the surface, readable in both themes. */
    dangerText: string;
    success: string;
    onSuccess: string;
    successText: string;
    /** Something to look at, not an error (the spec's secondary): stripes and badges, never text. */
    warning: string;
    background: string;
    surface: string;
    /** A surface set apart from the one under it: table heads, selected tabs, muted panels. */
    surfaceMuted: string;
    text: string;
    textMuted: string;
    /** Dividers and card edges. */
    border: string;
    /** The edge of a control (an input, a checkbox's box): 3:1 against the surface (WCAG 1.4.11). */
    borderStrong: string;
    focus: string;
    backdrop: string;
  };
  /** The spacing scale: `space(n)` is n quarter-rems (4 px steps at the default font size). */
  space: (steps: number) => string;
  radius: { small: string; medium: string; large: string; pill: string };
  /** Line widths: `thin` for dividers and edges, `thick` for a notice's stripe, `heavy` for a brand stripe. */
  borderWidth: { thin: string; medium: string; thick: string; heavy: string };
  /** A divider or a card's edge in one value (`border: ${theme.hairline}`). */
  hairline: string;
  /** The type scale (a 1.125–1.25 ratio from the body size), weights and line heights. */
  font: {
    family: string;
    size: { small: string; body: string; large: string; h3: string; h2: string; h1: string; display: string };
    weight: { regular: number; bold: number };
    lineHeight: { body: number; heading: number };
    /** Letter spacing of small capitals (an eyebrow above a heading). */
    tracking: string;
  };
  /** Elevation, lowest first: a card on the page, a menu over content, a dialog over everything. */
  elevation: { card: string; raised: string; dialog: string };
  /** Sizes that are not spacing: a touch target, grid columns, media boxes. */
  size: {
    /** The smallest thing a finger can hit (WCAG 2.5.5). */
    touch: string;
    /** A checkbox or radio's box. */
    control: string;
    /** Smallest widths of the columns of an auto-fitting grid. */
    column: { narrow: string; medium: string; wide: string };
    /** A narrow menu or popover. */
    menu: string;
    /** The product image preview's height, a banner preview's width. */
    imagePreview: string;
    bannerPreview: string;
    /** The owner's map. */
    map: string;
    /** A chart's height (the owner's insights). */
    chart: string;
    /** The guest page preview: a phone's screen. */
    phone: { width: string; height: string };
    /** The landing page's phone frame around the live demo, and its corners (outer, screen). */
    phoneFrame: { width: string; radius: string; screenRadius: string };
    /** The side drawer of the phone toolbar. */
    drawer: string;
    /** A restaurant logo's preview. */
    logo: string;
    /** A price typed in a short box (a menu's own price). */
    priceInput: string;
  };
  layout: {
    maxWidth: string;
    /** A form alone on a page (login, profile). */
    narrowWidth: string;
    /** A comfortable line of running text. */
    measure: string;
    dialogWidth: { small: string; medium: string; large: string };
    toolbarHeight: string;
  };
  /** small: phones; medium: below it the toolbar folds into a menu button and a drawer. */
  breakpoint: { small: string; medium: string };
}

const shared = {
  space: (steps: number) => `${steps * 0.25}rem`,
  radius: { small: '4px', medium: '8px', large: '16px', pill: '999px' },
  borderWidth: { thin: '1px', medium: '2px', thick: '4px', heavy: '8px' },
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    size: {
      small: '0.875rem',
      body: '1rem',
      large: '1.125rem',
      h3: '1.25rem',
      h2: '1.5rem',
      h1: '2rem',
      display: '2.5rem',
    },
    weight: { regular: 400, bold: 700 },
    lineHeight: { body: 1.5, heading: 1.2 },
    tracking: '0.08em',
  },
  size: {
    touch: '44px',
    control: '20px',
    column: { narrow: '8rem', medium: '15rem', wide: '20rem' },
    menu: '14rem',
    imagePreview: '200px',
    bannerPreview: '500px',
    map: '280px',
    chart: '240px',
    phone: { width: '375px', height: '560px' },
    phoneFrame: { width: '300px', radius: '40px', screenRadius: '28px' },
    drawer: '320px',
    logo: '96px',
    priceInput: '5.5em',
  },
  layout: {
    maxWidth: '1100px',
    narrowWidth: '480px',
    measure: '36em',
    dialogWidth: { small: '300px', medium: '480px', large: '640px' },
    toolbarHeight: '56px',
  },
  breakpoint: { small: '600px', medium: '960px' },
};

const lightColors: CartaTheme['colors'] = {
  primary: brand.primary,
  onPrimary: '#ffffff',
  secondary: brand.secondary,
  onSecondary: brand.primary,
  accent: brand.accent,
  accentText: '#1f6aa6',
  danger: '#c62828',
  onDanger: '#ffffff',
  dangerText: '#c62828',
  success: '#2e7d32',
  onSuccess: '#ffffff',
  successText: '#2e7d32',
  warning: brand.secondary,
  background: '#fafafa',
  surface: '#ffffff',
  surfaceMuted: '#f0f0f0',
  text: brand.primary,
  textMuted: '#5c5c5c',
  border: '#d0d0d0',
  borderStrong: '#767676',
  focus: brand.accent,
  backdrop: 'rgba(0, 0, 0, 0.45)',
};

const darkColors: CartaTheme['colors'] = {
  primary: brand.primary,
  onPrimary: '#ffffff',
  secondary: brand.secondary,
  onSecondary: brand.primary,
  accent: brand.accent,
  accentText: '#7ab8ea',
  danger: '#c62828',
  onDanger: '#ffffff',
  dangerText: '#ff8a80',
  success: '#2e7d32',
  onSuccess: '#ffffff',
  successText: '#81c784',
  warning: brand.secondary,
  background: '#121212',
  surface: '#1e1e1e',
  surfaceMuted: '#2b2b2b',
  text: '#f2f2f2',
  textMuted: '#b8b8b8',
  border: '#444444',
  borderStrong: '#8c8c8c',
  focus: brand.secondary,
  backdrop: 'rgba(0, 0, 0, 0.6)',
};

export const lightTheme: CartaTheme = {
  ...shared,
  mode: 'light',
  colors: lightColors,
  hairline: `${shared.borderWidth.thin} solid ${lightColors.border}`,
  elevation: {
    card: '0 1px 3px rgba(0, 0, 0, 0.12), 0 1px 2px rgba(0, 0, 0, 0.08)',
    raised: '0 4px 12px rgba(0, 0, 0, 0.18)',
    dialog: '0 12px 32px rgba(0, 0, 0, 0.3)',
  },
};

export const darkTheme: CartaTheme = {
  ...shared,
  mode: 'dark',
  colors: darkColors,
  hairline: `${shared.borderWidth.thin} solid ${darkColors.border}`,
  elevation: {
    card: '0 1px 3px rgba(0, 0, 0, 0.6)',
    raised: '0 4px 12px rgba(0, 0, 0, 0.7)',
    dialog: '0 12px 32px rgba(0, 0, 0, 0.8)',
  },
};

export function themeFor(dark: boolean): CartaTheme {
  return dark ? darkTheme : lightTheme;
}

import type { CartaTheme } from '@carta/ui/theme';

const HEX_COLOR = /^#([0-9a-f]{6})$/i;

function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [value >> 16, (value >> 8) & 255, value & 255].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two "#rrggbb" colours. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The restaurant's colour for its header, and the theme's dark or light text, whichever reads better on it
 * (an owner may pick any colour: the text must stay legible).
 */
export function brandColors(brandColor: string, theme: CartaTheme): { background: string; text: string } {
  const background = HEX_COLOR.test(brandColor) ? brandColor : theme.colors.secondary;
  const { primary, onPrimary } = theme.colors;
  const text = contrast(background, primary) >= contrast(background, onPrimary) ? primary : onPrimary;
  return { background, text };
}

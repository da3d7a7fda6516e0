// The page the service worker answers, offline, for a guest page it has no copy of: branded like the guest pages
// (the theme's colours and type, light and dark), in the guest's language, with the pages of the same restaurant it
// does have, rather than the browser's error page.
import { darkTheme, lightTheme, type CartaTheme } from '@carta/ui/theme';
import type { GuestOfflineTexts } from '@carta/i18n/guest-offline';

/** A kept page the guest can open instead: its address and its title. */
export interface SavedPage {
  href: string;
  title: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function colours({ colors, mode }: CartaTheme): string {
  return (
    `--bg:${colors.background};--surface:${colors.surface};--text:${colors.text};--muted:${colors.textMuted};` +
    `--link:${colors.accentText};--border:${colors.border};color-scheme:${mode}`
  );
}

const { space, font, radius, borderWidth, layout } = lightTheme;

const STYLE =
  `:root{${colours(lightTheme)}}@media (prefers-color-scheme:dark){:root{${colours(darkTheme)}}}` +
  `body{margin:0;background:var(--bg);color:var(--text);font-family:${font.family};font-size:${font.size.body};` +
  `line-height:${font.lineHeight.body}}main{max-width:${layout.dialogWidth.large};margin:0 auto;padding:${space(8)} ${space(4)}}` +
  `.brand{margin:0;font-weight:${font.weight.bold};letter-spacing:${font.tracking};color:var(--muted)}` +
  `h1{font-size:${font.size.h1};line-height:${font.lineHeight.heading};margin:${space(2)} 0}` +
  `h2{font-size:${font.size.body};margin:${space(8)} 0 ${space(2)}}a{color:var(--link)}` +
  `.retry{display:inline-flex;align-items:center;min-height:44px;padding:${space(2)} ${space(4)};border-radius:${radius.small};` +
  `background:var(--text);color:var(--bg);font-weight:${font.weight.bold};text-decoration:none}` +
  `ul{list-style:none;margin:0;padding:0}li a{display:flex;align-items:center;min-height:44px;padding:${space(2)} ${space(3)};` +
  `margin-bottom:${space(2)};border:${borderWidth.thin} solid var(--border);border-radius:${radius.medium};background:var(--surface);` +
  `color:var(--text);font-weight:${font.weight.bold};text-decoration:none}li a::after{content:'›';margin-inline-start:auto;color:var(--muted)}`;

/** The offline page for `retry` (the address asked): `saved`, the same restaurant's pages this phone keeps. */
export function offlinePage({
  language,
  texts,
  retry,
  saved,
}: {
  language: string;
  texts: GuestOfflineTexts;
  retry: string;
  saved: readonly SavedPage[];
}): string {
  const list = saved.length
    ? `<h2>${escape(texts.saved)}</h2><ul>${saved
        .map((page) => `<li><a href="${escape(page.href)}">${escape(page.title)}</a></li>`)
        .join('')}</ul>`
    : '';
  return (
    `<!doctype html><html lang="${escape(language)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(texts.title)} · CARTA ONLINE</title>` +
    `<style>${STYLE}</style></head><body><main><p class="brand">CARTA ONLINE</p><h1>${escape(texts.title)}</h1>` +
    `<p>${escape(texts.notSaved)}</p><p><a class="retry" href="${escape(retry)}">${escape(texts.retry)}</a></p>${list}` +
    `</main></body></html>`
  );
}

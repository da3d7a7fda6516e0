// Plain CSS from the theme's tokens, injected once: the guest page does without a CSS-in-JS runtime (its bytes
// are the guest's budget), so every colour and size still comes from libs/ui's theme.
import { PRODUCT_PHOTO_ASPECT } from '@carta/contracts';
import { darkTheme, lightTheme, type CartaTheme } from '@carta/ui/theme';

function tokens(theme: CartaTheme): string {
  const { colors } = theme;
  return [
    `--g-bg:${colors.background}`,
    `--g-surface:${colors.surface}`,
    `--g-text:${colors.text}`,
    `--g-muted:${colors.textMuted}`,
    `--g-border:${colors.border}`,
    `--g-link:${colors.accentText}`,
    `--g-focus:${colors.focus}`,
    `--g-shadow:${theme.elevation.card}`,
    `color-scheme:${theme.mode}`,
  ].join(';');
}

const { space, radius, font, layout } = lightTheme;

const CSS = `
body{margin:0}
.g-app{${tokens(lightTheme)};min-height:100vh;background:var(--g-bg);color:var(--g-text);font-family:${font.family};
font-size:${font.size.body};line-height:${font.lineHeight.body};-webkit-text-size-adjust:100%}
@media (prefers-color-scheme:dark){.g-app{${tokens(darkTheme)}}}
.g-app *,.g-app *::before,.g-app *::after{box-sizing:border-box}
.g-app a{color:var(--g-link)}
.g-app :focus-visible{outline:3px solid var(--g-focus);outline-offset:2px}
.g-app img{max-width:100%;height:auto;display:block}
.g-header{background:var(--g-brand);color:var(--g-on-brand);padding:${space(4)}}
.g-header a{color:inherit}
.g-header-inner,.g-column{max-width:${layout.maxWidth};margin:0 auto}
.g-column{padding:${space(4)}}
.g-topline{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:${space(2)};
font-size:${font.size.small}}
.g-language{display:flex;align-items:center;gap:${space(2)}}
.g-language select{font:inherit;padding:${space(1)} ${space(2)};border-radius:${radius.small};min-height:44px}
.g-cover{width:100%;max-width:${layout.maxWidth};max-height:40vh;margin:0 auto;aspect-ratio:3/1;object-fit:cover}
.g-title{display:flex;align-items:center;gap:${space(3)};margin-top:${space(2)}}
.g-app .g-logo{width:${space(14)};height:${space(14)};flex:none;object-fit:contain;border-radius:${radius.medium};
background:var(--g-surface)}
.g-header h1{font-size:${font.size.h1};line-height:1.2;margin:0;overflow-wrap:anywhere;min-width:0}
.g-header p{margin:${space(1)} 0 0}
.g-app h2{font-size:${font.size.h2};line-height:1.25;margin:${space(6)} 0 ${space(3)}}
.g-app h3{font-size:${font.size.large};line-height:1.3;margin:0}
.g-muted{color:var(--g-muted)}
.g-list{list-style:none;margin:0;padding:0;display:grid;gap:${space(3)}}
.g-card{background:var(--g-surface);border:1px solid var(--g-border);border-radius:${radius.medium};
box-shadow:var(--g-shadow)}
.g-menu-link{display:flex;flex-wrap:wrap;justify-content:space-between;gap:${space(1)} ${space(3)};
padding:${space(4)};min-height:44px;text-decoration:none;color:var(--g-text)}
.g-app .g-menu-link{color:var(--g-text)}
.g-menu-link strong{font-size:${font.size.large}}
.g-menu-link:hover strong{text-decoration:underline}
.g-banner{width:100%;aspect-ratio:4/1;object-fit:cover;border-radius:${radius.medium};background:var(--g-border)}
.g-section{margin-top:${space(6)}}
.g-item{display:flex;align-items:flex-start;gap:${space(3)};padding:${space(3)}}
.g-thumb{flex:none;width:80px;aspect-ratio:${PRODUCT_PHOTO_ASPECT};border-radius:${radius.small};object-fit:cover;background:var(--g-border)}
.g-item-body{flex:1;min-width:0}
.g-item-head{display:flex;justify-content:space-between;align-items:baseline;gap:${space(3)}}
.g-item p{margin:${space(1)} 0 0}
.g-price{font-weight:${font.weight.bold};white-space:nowrap}
.g-dim{background:var(--g-bg)}
.g-dim .g-thumb{filter:grayscale(1)}
.g-tags{list-style:none;margin:${space(2)} 0 0;padding:0;display:flex;flex-wrap:wrap;gap:${space(1)};
font-size:${font.size.small}}
.g-tags li{border:1px solid var(--g-border);border-radius:${radius.large};padding:0 ${space(2)};background:var(--g-surface)}
.g-tags .g-avoid{border-color:var(--g-text);font-weight:${font.weight.bold}}
.g-app .g-warning{margin-top:${space(2)};font-size:${font.size.small};font-weight:${font.weight.bold}}
.g-filter{margin-top:${space(4)};padding:${space(3)}}
.g-filter summary{cursor:pointer;font-weight:${font.weight.bold};min-height:44px;display:flex;align-items:center}
.g-filter fieldset{border:0;margin:${space(3)} 0 0;padding:0}
.g-filter legend{font-weight:${font.weight.bold};margin-bottom:${space(2)}}
.g-choices{display:grid;grid-template-columns:repeat(auto-fill,minmax(8rem,1fr));gap:${space(1)} ${space(3)}}
.g-choices label{display:flex;align-items:center;gap:${space(2)};min-height:44px}
.g-choices input{width:1.25rem;height:1.25rem;margin:0}
.g-status{margin:${space(3)} 0 0;font-weight:${font.weight.bold}}
.g-button{font:inherit;font-weight:${font.weight.bold};min-height:44px;padding:${space(2)} ${space(4)};
border:1px solid var(--g-text);border-radius:${radius.small};background:var(--g-surface);color:var(--g-text);cursor:pointer}
.g-contact{margin:0;display:grid;font-style:normal;gap:${space(2)}}
.g-contact a{display:inline-block;min-height:44px;padding:${space(2)} 0}
.g-social{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:${space(3)}}
.g-map{height:240px;margin:${space(3)} 0;border-radius:${radius.medium};overflow:hidden;background:var(--g-border)}
.g-nav{margin:0 0 ${space(2)}}
.g-nav a{display:inline-block;min-height:44px;padding:${space(2)} 0}
.g-footer{text-align:center;padding:${space(6)} ${space(4)};font-size:${font.size.small}}
.g-offline{position:sticky;top:0;z-index:1;margin:0;padding:${space(2)} ${space(4)};text-align:center;
font-family:${font.family};font-size:${font.size.small};font-weight:${font.weight.bold};
background:${lightTheme.colors.text};color:${lightTheme.colors.background}}
@media (prefers-color-scheme:dark){.g-offline{background:${darkTheme.colors.text};color:${darkTheme.colors.background}}}
`;

let injected = false;

/** Adds the guest page's stylesheet to the document, once. */
export function injectStyles(): void {
  if (injected || typeof document === 'undefined') return;
  injected = true;
  const style = document.createElement('style');
  style.dataset.guestStyles = '';
  style.textContent = CSS;
  document.head.appendChild(style);
}

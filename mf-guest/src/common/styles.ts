// Plain CSS from the theme's tokens, injected once: the guest page does without a CSS-in-JS runtime (its bytes
// are the guest's budget), so every colour and size still comes from libs/ui's theme.
import { PICTOGRAM_STROKE_CSS, PRODUCT_PHOTO_ASPECT } from '@carta/contracts';
import { darkTheme, lightTheme, type CartaTheme } from '@carta/ui/theme';

function tokens(theme: CartaTheme): string {
  const { colors } = theme;
  return [
    `--g-bg:${colors.background}`,
    `--g-surface:${colors.surface}`,
    `--g-surface-muted:${colors.surfaceMuted}`,
    `--g-text:${colors.text}`,
    `--g-muted:${colors.textMuted}`,
    `--g-border:${colors.border}`,
    `--g-strong-border:${colors.borderStrong}`,
    `--g-link:${colors.accentText}`,
    `--g-open:${colors.successText}`,
    `--g-warning:${colors.warning}`,
    `--g-focus:${colors.focus}`,
    `--g-shadow:${theme.elevation.card}`,
    `color-scheme:${theme.mode}`,
  ].join(';');
}

const { space, radius, font, layout, borderWidth, breakpoint } = lightTheme;
/** The sticky section bar's height, which a section's heading must clear when scrolled to. */
const BAR_CLEARANCE = space(18);

const CSS = `
body{margin:0}
.g-app{${tokens(lightTheme)};min-height:100vh;background:var(--g-bg);color:var(--g-text);font-family:${font.family};
font-size:${font.size.body};line-height:${font.lineHeight.body};-webkit-text-size-adjust:100%}
.g-app[data-theme=dark]{${tokens(darkTheme)}}
@media (prefers-color-scheme:dark){.g-app:not([data-theme=light]){${tokens(darkTheme)}}}
.g-app *,.g-app *::before,.g-app *::after{box-sizing:border-box}
.g-app a{color:var(--g-link)}
.g-app :focus-visible{outline:3px solid var(--g-focus);outline-offset:2px}
.g-app img{max-width:100%;height:auto;display:block}
.g-sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.g-icon{flex:none;width:1.5rem;height:1.5rem;${PICTOGRAM_STROKE_CSS}}
.g-symbols{position:absolute;width:0;height:0;overflow:hidden}
.g-wrap{max-width:${layout.maxWidth};margin:0 auto;padding-inline:${space(4)}}
.g-main{padding-bottom:${space(6)}}
.g-cover{width:100%;max-height:min(40vh,400px);aspect-ratio:3/1;object-fit:cover;background:var(--g-brand)}
.g-header{background:var(--g-brand);color:var(--g-on-brand);padding:${space(2)} 0 ${space(5)}}
.g-app .g-header a{color:inherit}
.g-topline{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:${space(2)};
font-size:${font.size.small};min-height:${space(11)}}
.g-back{display:inline-flex;align-items:center;min-height:44px;font-weight:${font.weight.bold}}
.g-tools{display:flex;flex-wrap:wrap;align-items:center;gap:${space(2)}}
.g-language{display:flex;flex-wrap:wrap;align-items:center;gap:${space(1)} ${space(2)};min-width:0}
.g-language select{font:inherit;padding:${space(1)} ${space(2)};border-radius:${radius.small};min-height:44px;max-width:100%}
.g-tool{display:inline-grid;place-items:center;width:44px;height:44px;padding:0;border-radius:${radius.pill};cursor:pointer;
border:${borderWidth.thin} solid currentColor;background:transparent;color:inherit}
.g-tool[aria-pressed=true]{background:var(--g-on-brand);color:var(--g-brand)}
.g-title{display:flex;align-items:center;gap:${space(3)};margin-top:${space(2)}}
.g-title>div{min-width:0}
.g-app .g-logo{width:${space(16)};height:${space(16)};flex:none;object-fit:contain;border-radius:${radius.medium};
background:var(--g-surface);padding:${space(1)}}
.g-header h1{font-size:${font.size.h1};line-height:${font.lineHeight.heading};margin:0;overflow-wrap:anywhere}
.g-address{margin:${space(1)} 0 0}
.g-app h2{font-size:${font.size.h2};line-height:1.25;margin:${space(8)} 0 ${space(3)};overflow-wrap:anywhere}
.g-app h3{font-size:${font.size.large};line-height:1.3;margin:0}
.g-muted{color:var(--g-muted)}
.g-list{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:minmax(0,1fr);gap:${space(3)}}
.g-card{background:var(--g-surface);border:${borderWidth.thin} solid var(--g-border);border-radius:${radius.medium};
box-shadow:var(--g-shadow)}
.g-actions{list-style:none;margin:${space(5)} 0 0;padding:0;display:flex;flex-wrap:wrap;gap:${space(2)} ${space(1)}}
.g-app .g-action{display:flex;flex-direction:column;align-items:center;gap:${space(1)};min-width:${space(16)};
max-width:100%;padding:${space(1)};text-decoration:none;color:var(--g-text);font-size:${font.size.small};text-align:center;
overflow-wrap:anywhere}
.g-action-icon{display:grid;place-items:center;width:${space(12)};height:${space(12)};border-radius:${radius.pill};
background:var(--g-surface);border:${borderWidth.thin} solid var(--g-border);box-shadow:var(--g-shadow);color:var(--g-link)}
.g-action:hover .g-action-icon{border-color:var(--g-link)}
.g-app .g-menu-link{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:${space(1)} ${space(3)};align-items:baseline;
padding:${space(4)};min-height:44px;text-decoration:none;color:var(--g-text);height:100%}
.g-menu-name{font-size:${font.size.large};font-weight:${font.weight.bold};overflow-wrap:anywhere}
.g-menu-link:hover .g-menu-name{text-decoration:underline}
.g-menu-link .g-when{grid-column:1/-1}
.g-when{display:flex;flex-wrap:wrap;align-items:center;gap:${space(1)} ${space(2)};color:var(--g-muted);
font-size:${font.size.small}}
.g-pill{display:inline-flex;align-items:center;gap:${space(1)};padding:0 ${space(2)};border-radius:${radius.pill};
border:${borderWidth.thin} solid var(--g-strong-border);color:var(--g-text);font-weight:${font.weight.bold}}
.g-pill-open{color:var(--g-open);border-color:currentColor}
.g-pill-open::before{content:'';width:0.5em;height:0.5em;border-radius:${radius.pill};background:currentColor}
.g-service{margin:${space(4)} 0 0}
.g-fixed{margin:${space(2)} 0 0;font-size:${font.size.large};font-weight:${font.weight.bold}}
.g-closed{display:flex;gap:${space(3)};align-items:flex-start;margin:${space(4)} 0 0;padding:${space(4)};
background:var(--g-surface);border:${borderWidth.thin} solid var(--g-border);border-inline-start:${borderWidth.thick} solid var(--g-warning);
border-radius:${radius.medium}}
.g-app .g-closed h2{font-size:${font.size.large};margin:0}
.g-closed p{margin:${space(1)} 0 0}
.g-banner{width:100%;aspect-ratio:4/1;object-fit:cover;border-radius:${radius.medium};background:var(--g-border);
margin-top:${space(4)}}
.g-sectionbar{position:sticky;top:0;z-index:2;margin:${space(4)} calc(-1 * ${space(4)}) 0;background:var(--g-bg);
border-bottom:${borderWidth.thin} solid var(--g-border)}
.g-sectionbar ul{display:flex;gap:${space(2)};overflow-x:auto;list-style:none;margin:0;padding:${space(2)} ${space(4)};
scrollbar-width:none}
.g-app .g-sectionbar a{display:inline-flex;align-items:center;min-height:44px;padding:0 ${space(4)};white-space:nowrap;
border-radius:${radius.pill};border:${borderWidth.thin} solid var(--g-strong-border);background:var(--g-surface);color:var(--g-text);
text-decoration:none;font-weight:${font.weight.bold}}
.g-app .g-sectionbar a[aria-current=true]{background:var(--g-text);color:var(--g-bg);border-color:var(--g-text)}
.g-section{scroll-margin-top:${BAR_CLEARANCE};content-visibility:auto;contain-intrinsic-size:auto 1500px;overflow-clip-margin:${space(2)}}
.g-section h2:focus{outline:none}
@media (min-width:${breakpoint.small}){.g-menus{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media (min-width:${breakpoint.medium}){.g-items{grid-template-columns:repeat(2,minmax(0,1fr))}}
.g-item{position:relative;display:flex;flex-wrap:wrap;align-items:flex-start;gap:${space(3)};padding:${space(4)}}
.g-item:hover{border-color:var(--g-strong-border)}
.g-thumb{flex:none;width:${space(24)};aspect-ratio:${PRODUCT_PHOTO_ASPECT};border-radius:${radius.small};object-fit:cover;
background:var(--g-border)}
.g-item-body{flex:1 1 10rem;min-width:0}
.g-item-head{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:0 ${space(3)}}
.g-item-open{font:inherit;color:inherit;background:none;border:0;padding:0;margin:0;text-align:start;cursor:pointer;
overflow-wrap:anywhere}
.g-item-open::after{content:'';position:absolute;inset:0;border-radius:${radius.medium}}
.g-app .g-item-open:focus-visible{outline:none}
.g-item-open:focus-visible::after{outline:3px solid var(--g-focus);outline-offset:2px}
.g-item p{margin:${space(1)} 0 0}
@media (scripting:enabled){.g-desc{display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden}}
.g-price{font-size:${font.size.large};font-weight:${font.weight.bold};white-space:nowrap}
.g-sizes{margin:${space(1)} 0 0}
.g-size{white-space:nowrap}
.g-sheet-sizes{font-size:${font.size.large}}
.g-app .g-supplement{font-weight:${font.weight.bold}}
.g-app .g-course-rule{margin:${space(1)} 0 ${space(2)};font-weight:${font.weight.bold};color:var(--g-muted)}
.g-app .g-course-verdict{margin:0 0 ${space(2)};font-weight:${font.weight.bold}}
.g-course-unsafe{padding-inline-start:${space(2)};border-inline-start:${borderWidth.thick} solid var(--g-warning)}
.g-dim{background:var(--g-surface-muted)}
.g-dim .g-thumb{filter:grayscale(1)}
.g-tags{list-style:none;margin:${space(2)} 0 0;padding:0;display:flex;flex-wrap:wrap;gap:${space(1)};
font-size:${font.size.small}}
.g-tags li{display:inline-flex;align-items:center;gap:${space(1)};border:${borderWidth.thin} solid var(--g-border);
border-radius:${radius.pill};padding:0 ${space(2)} 0 ${space(1)};background:var(--g-surface)}
.g-tags .g-avoid{border-color:var(--g-text);font-weight:${font.weight.bold}}
.g-allergen-icon{width:1.25rem;height:1.25rem}
.g-lang{display:inline-block;vertical-align:middle;padding:0 ${space(1)};border:${borderWidth.thin} solid currentColor;
border-radius:${radius.small};font-size:0.7rem;font-weight:${font.weight.bold};letter-spacing:${font.tracking};
line-height:1.5;color:var(--g-muted)}
.g-app .g-warning{margin-top:${space(2)};font-size:${font.size.small};font-weight:${font.weight.bold}}
.g-filter{margin-top:${space(4)};padding:${space(1)} ${space(3)}}
.g-filter summary{cursor:pointer;font-weight:${font.weight.bold};min-height:44px;display:flex;align-items:center}
.g-filter fieldset{border:0;margin:${space(3)} 0;padding:0;min-width:0}
.g-filter legend{font-weight:${font.weight.bold};margin-bottom:${space(2)}}
.g-choices{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(9rem,100%),1fr));gap:${space(1)} ${space(3)}}
.g-choices label{display:flex;align-items:center;gap:${space(2)};min-height:44px}
.g-choices input{width:1.25rem;height:1.25rem;margin:0;flex:none}
.g-status{margin:${space(3)} 0 0;font-weight:${font.weight.bold}}
.g-check{display:flex;align-items:center;gap:${space(2)};min-height:44px;margin-bottom:${space(2)};font-weight:${font.weight.bold}}
.g-check input{width:1.25rem;height:1.25rem;margin:0;flex:none}
.g-app .g-note{font-size:${font.size.small};margin:0 0 ${space(3)}}
.g-declared{display:flex;flex-wrap:wrap;align-items:center;gap:${space(1)} ${space(2)};margin-top:${space(2)}}
.g-declared-phrase{font-size:${font.size.small};font-weight:${font.weight.bold}}
.g-app .g-declared .g-tags{margin:0}
.g-app .g-unconfirmed{margin-top:${space(2)};padding:${space(1)} ${space(2)};font-size:${font.size.small};font-weight:${font.weight.bold};
border-inline-start:${borderWidth.thick} solid var(--g-warning);background:var(--g-surface-muted)}
.g-app .g-diet-tags li{padding:0 ${space(2)}}
.g-app .g-soldout{display:inline-block;margin-top:${space(1)};padding:0 ${space(2)};border-radius:${radius.pill};
background:var(--g-text);color:var(--g-bg);font-size:${font.size.small};font-weight:${font.weight.bold};letter-spacing:${font.tracking}}
.g-mark{position:relative;z-index:1;display:inline-flex;align-items:center;min-height:44px;margin-top:${space(2)};
padding:0 ${space(3)};font:inherit;font-size:${font.size.small};font-weight:${font.weight.bold};cursor:pointer;
border:${borderWidth.thin} solid var(--g-strong-border);border-radius:${radius.pill};background:var(--g-surface);color:var(--g-text)}
.g-mark[aria-pressed=true]{background:var(--g-text);color:var(--g-bg);border-color:var(--g-text)}
.g-mark[aria-pressed=true]::before{content:'✓';margin-inline-end:${space(1)}}
.g-waiter-open{position:sticky;bottom:0;z-index:2;display:flex;justify-content:center;margin:${space(6)} calc(-1 * ${space(4)}) 0;
padding:${space(3)} ${space(4)};background:var(--g-bg);border-top:${borderWidth.thin} solid var(--g-border)}
.g-waiter-open .g-button{width:100%;max-width:${layout.dialogWidth.large};justify-content:center}
.g-close-form{display:contents}
.g-waiter{position:fixed;inset:0;width:100%;height:100%;max-width:none;max-height:none;margin:0;padding:0;border:0;
background:var(--g-bg);color:var(--g-text);overflow:auto}
.g-waiter::backdrop{background:${lightTheme.colors.backdrop}}
.g-waiter-bar{display:flex;align-items:flex-start;justify-content:space-between;gap:${space(3)};padding:${space(3)} ${space(4)};
background:var(--g-surface-muted);border-bottom:${borderWidth.thin} solid var(--g-border);font-size:${font.size.small}}
.g-app .g-waiter-bar h2{margin:0;font-size:${font.size.body}}
.g-waiter-bar p{margin:${space(1)} 0 0;color:var(--g-muted)}
.g-app .g-waiter-close{border-color:var(--g-strong-border);color:var(--g-text)}
.g-waiter-card{max-width:${layout.dialogWidth.large};margin:0 auto;padding:${space(6)} ${space(4)};font-size:${font.size.h3};
line-height:${font.lineHeight.heading}}
.g-app .g-waiter-allergy{margin:0 0 ${space(6)};padding:${space(4)};font-size:${font.size.h1};font-weight:${font.weight.bold};
border:${borderWidth.thick} solid var(--g-text);border-radius:${radius.medium};overflow-wrap:anywhere}
.g-waiter-ask{margin:0 0 ${space(3)}}
.g-waiter-dishes{margin:0;padding-inline-start:${space(6)};font-size:${font.size.h2};font-weight:${font.weight.bold}}
.g-waiter-dishes li{margin-bottom:${space(2)}}
.g-waiter-hint{max-width:${layout.dialogWidth.large};margin:0 auto;padding:0 ${space(4)};color:var(--g-muted)}
.g-passport{margin:${space(3)} 0;padding-top:${space(3)};border-top:${borderWidth.thin} solid var(--g-border)}
.g-app .g-passport h3{font-size:${font.size.body}}
.g-passport p{margin:${space(2)} 0 0}
.g-passport-row{display:flex;flex-wrap:wrap;align-items:flex-end;gap:${space(2)} ${space(3)}}
.g-passport-row label{display:flex;flex-direction:column;gap:${space(1)};font-size:${font.size.small};font-weight:${font.weight.bold}}
.g-passport-row input{font:inherit;min-height:44px;width:8em;padding:0 ${space(2)};text-transform:uppercase;
border:${borderWidth.thin} solid var(--g-strong-border);border-radius:${radius.small};background:var(--g-surface);color:var(--g-text)}
.g-passport-code{font-weight:${font.weight.bold};letter-spacing:${font.tracking}}
.g-qr{display:grid;place-items:center;margin:${space(3)} 0;min-height:224px}
.g-qr svg{width:224px;height:224px;max-width:100%}
.g-passport-link{font-size:${font.size.small};overflow-wrap:anywhere;color:var(--g-muted)}
.g-offer{background:var(--g-surface-muted);border-bottom:${borderWidth.thin} solid var(--g-border)}
.g-offer-body{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:${space(2)} ${space(4)};padding-block:${space(3)}}
.g-offer p{margin:0}
.g-offer-actions{display:flex;flex-wrap:wrap;gap:${space(2)}}
@media (scripting:none){.g-app :is(.g-script,.g-mark,.g-waiter-open){display:none}}
.g-button{display:inline-flex;align-items:center;font:inherit;font-weight:${font.weight.bold};min-height:44px;
padding:${space(2)} ${space(4)};border:${borderWidth.thin} solid var(--g-text);border-radius:${radius.small};
background:var(--g-surface);color:var(--g-text);cursor:pointer;text-decoration:none}
.g-app .g-primary{background:var(--g-text);color:var(--g-bg)}
.g-app .g-inline-link{display:inline-block;min-height:44px;padding:${space(2)} 0}
.g-map{height:240px;margin:${space(3)} 0;border-radius:${radius.medium};overflow:hidden;background:var(--g-border)}
.g-sheet{padding:0;border:0;width:100%;max-width:none;max-height:92vh;margin:auto 0 0;overflow:auto;
border-radius:${radius.large} ${radius.large} 0 0;background:var(--g-surface);color:var(--g-text);box-shadow:var(--g-shadow)}
.g-sheet::backdrop{background:${lightTheme.colors.backdrop}}
@media (min-width:${breakpoint.small}){.g-sheet{width:min(${layout.dialogWidth.large},92vw);margin:auto;border-radius:${radius.large}}}
.g-sheet-body{position:relative}
.g-sheet-photo{width:100%;aspect-ratio:${PRODUCT_PHOTO_ASPECT};object-fit:cover;background:var(--g-border)}
.g-app .g-sheet-close{position:absolute;top:${space(2)};inset-inline-end:${space(2)};background:var(--g-surface);
color:var(--g-text);border-color:var(--g-border)}
.g-sheet-text{padding:${space(5)}}
.g-app .g-sheet h2{margin:0;padding-inline-end:${space(12)};font-size:${font.size.h2}}
.g-app .g-sheet h3{margin-top:${space(5)};font-size:${font.size.body}}
.g-sheet-price{margin:${space(1)} 0 0;font-size:${font.size.h3};font-weight:${font.weight.bold}}
.g-sheet-description{margin:${space(3)} 0 0}
.g-notice{padding-block:${space(8)}}
.g-app .g-notice h1{font-size:${font.size.h1};line-height:${font.lineHeight.heading};margin:${space(2)} 0}
.g-app .g-notice h2{margin-top:0}
.g-brand-mark{margin:0;font-weight:${font.weight.bold};letter-spacing:${font.tracking};color:var(--g-muted)}
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

/** The stylesheet itself, for a page rendered on the server: written inline, it is the page's critical CSS. */
export function guestStylesheet(): string {
  return CSS;
}

import { createGlobalStyle, css } from 'styled-components';

/** The focus ring every focusable thing shows from the keyboard: thick, offset, in a colour that stands out in both themes. */
export const focusRing = css`
  outline: ${({ theme }) => theme.borderWidth.thick} solid ${({ theme }) => theme.colors.focus};
  outline-offset: ${({ theme }) => theme.space(0.5)};
`;

/** Out of sight but read by assistive technology (a file input behind its button, a table's caption). */
export const visuallyHidden = css`
  position: absolute;
  width: ${({ theme }) => theme.borderWidth.thin};
  height: ${({ theme }) => theme.borderWidth.thin};
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { color-scheme: ${({ theme }) => theme.mode}; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.body};
    line-height: ${({ theme }) => theme.font.lineHeight.body};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
  }
  #root { min-height: 100vh; display: flex; flex-direction: column; }
  a { color: ${({ theme }) => theme.colors.accentText}; }
  :focus-visible { ${focusRing} }
  img { max-width: 100%; }
`;

import styled, { css } from 'styled-components';

/**
 * Every action that deletes, rejects, withdraws or releases something looks destructive: `dangerOutline` for the
 * button that asks (in a list, a form), `danger` (filled) for the one that does it (the confirmation's).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'dangerOutline' | 'text';

/** Shared by <Button> and by links that look like buttons, so both read the same from the theme. */
export const buttonStyles = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.size.touch};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.small};
  border: ${({ theme }) => theme.borderWidth.thin} solid transparent;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  cursor: pointer;
  ${({ theme, $variant = 'primary' }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.mode === 'dark' ? theme.colors.secondary : theme.colors.primary};
          color: ${theme.mode === 'dark' ? theme.colors.onSecondary : theme.colors.onPrimary};
        `;
      case 'secondary':
        return css`
          background: transparent;
          color: ${theme.colors.text};
          border-color: ${theme.colors.borderStrong};
        `;
      case 'danger':
        return css`
          background: ${theme.colors.danger};
          color: ${theme.colors.onDanger};
        `;
      case 'dangerOutline':
        return css`
          background: transparent;
          color: ${theme.colors.dangerText};
          border-color: ${theme.colors.dangerText};
        `;
      case 'text':
        return css`
          background: transparent;
          color: inherit;
          padding-inline: ${theme.space(2)};
        `;
    }
  }}
  &:hover:not(:disabled) {
    ${({ theme, $variant = 'primary' }) => {
      switch ($variant) {
        case 'primary':
        case 'danger':
          return css`
            filter: brightness(${theme.mode === 'dark' ? 1.1 : 1.25});
          `;
        case 'text':
          // A text button sits on whatever is behind it (a red or green snackbar, the brand toolbar): a surface
          // colour under its inherited white made it white on light grey; an outline in its own colour reads on any.
          return css`
            border-color: currentColor;
          `;
        default:
          return css`
            background: ${theme.colors.surfaceMuted};
          `;
      }
    }}
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const Button = styled.button.attrs<{ type?: 'button' | 'submit' | 'reset' }>((props) => ({
  type: props.type ?? 'button',
}))<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

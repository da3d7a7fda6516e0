import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'text';

/** Shared by <Button> and by links that look like buttons, so both read the same from the theme. */
export const buttonStyles = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid transparent;
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
          border-color: ${theme.colors.border};
        `;
      case 'text':
        return css`
          background: transparent;
          color: inherit;
          padding-inline: ${theme.space(2)};
        `;
    }
  }}
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

import styled from 'styled-components';

/** A bordered group of the menu's fields with its legend. */
export const Fieldset = styled.fieldset`
  border: ${({ theme }) => theme.hairline};
  border-radius: ${({ theme }) => theme.radius.small};
  padding: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  min-width: 0;
  legend {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    padding: 0 ${({ theme }) => theme.space(1)};
  }
`;

/** A quiet line that explains the field above or below it. */
export const Hint = styled.p`
  margin: ${({ theme }) => `${theme.space(1)} 0 ${theme.space(2)}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

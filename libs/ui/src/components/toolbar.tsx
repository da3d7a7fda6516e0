import styled from 'styled-components';

export const Toolbar = styled.header`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.layout.toolbarHeight};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  a,
  button {
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

export const ToolbarSpacer = styled.div`
  flex: 1;
`;

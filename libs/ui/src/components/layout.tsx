import styled from 'styled-components';

/** The content column of a screen; the shell's <main> holds it. */
export const Page = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  max-width: ${({ theme, $narrow }) => ($narrow ? theme.layout.narrowWidth : theme.layout.maxWidth)};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)}`};
`;

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.hairline};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.elevation.card};
  padding: ${({ theme }) => theme.space(6)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

export const Heading = styled.h1`
  font-size: ${({ theme }) => theme.font.size.h1};
  line-height: ${({ theme }) => theme.font.lineHeight.heading};
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

export const SubHeading = styled.h2`
  font-size: ${({ theme }) => theme.font.size.h2};
  line-height: ${({ theme }) => theme.font.lineHeight.heading};
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

export const Text = styled.p<{ $muted?: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme, $muted }) => ($muted ? theme.colors.textMuted : theme.colors.text)};
`;

export const Row = styled.div<{ $wrap?: boolean }>`
  display: flex;
  align-items: center;
  flex-wrap: ${({ $wrap = true }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ theme }) => theme.space(3)};
`;

export const Notice = styled.div<{ $tone?: 'info' | 'warning' }>`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.small};
  border-left: ${({ theme }) => theme.borderWidth.thick} solid
    ${({ theme, $tone = 'info' }) => ($tone === 'warning' ? theme.colors.warning : theme.colors.accent)};
  background: ${({ theme }) => theme.colors.surface};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

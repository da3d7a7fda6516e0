import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.backdrop};
  z-index: 1000;
`;

const Panel = styled.div<{ $width?: string }>`
  width: ${({ theme, $width }) => $width ?? theme.layout.dialogWidth};
  max-width: calc(100vw - ${({ theme }) => theme.space(8)});
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.dialog};
  padding: ${({ theme }) => theme.space(5)};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.large};
`;

export interface DialogProps {
  title: string;
  children?: ReactNode;
  width?: string;
}

/** A modal panel; the caller decides when it is shown. */
export function Dialog({ title, children, width }: DialogProps) {
  const titleId = useId();
  return (
    <Backdrop>
      <Panel role="dialog" aria-modal="true" aria-labelledby={titleId} $width={width}>
        <Title id={titleId}>{title}</Title>
        {children}
      </Panel>
    </Backdrop>
  );
}

const Track = styled.div`
  height: 4px;
  overflow: hidden;
  border-radius: 2px;
  background: ${({ theme }) => theme.colors.border};
  &::after {
    content: '';
    display: block;
    width: 40%;
    height: 100%;
    background: ${({ theme }) => theme.colors.accent};
    animation: carta-progress 1.2s ease-in-out infinite;
  }
  @keyframes carta-progress {
    from {
      transform: translateX(-100%);
    }
    to {
      transform: translateX(250%);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
      width: 100%;
    }
  }
`;

export function ProgressBar({ label }: { label: string }) {
  return <Track role="progressbar" aria-label={label} />;
}

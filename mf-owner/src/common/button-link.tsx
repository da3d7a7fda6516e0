import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, type ButtonVariant } from '@carta/ui';

/** A router link that looks like a button (navigation stays a link for screen readers and new tabs). */
export const ButtonLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

/** An external link that looks like a button. */
export const ButtonAnchor = styled.a<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

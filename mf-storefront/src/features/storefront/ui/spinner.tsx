import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { color } from './tokens';

const rotate = keyframes({ '100%': { transform: 'rotate(360deg)' } });
const dash = keyframes({
  '0%': { strokeDasharray: '1px, 200px', strokeDashoffset: 0 },
  '50%': { strokeDasharray: '100px, 200px', strokeDashoffset: '-15px' },
  '100%': { strokeDasharray: '100px, 200px', strokeDashoffset: '-126px' },
});

const Root = styled.span({
  display: 'inline-block',
  width: 40,
  height: 40,
  color: color.primary,
  animation: `${rotate} 1.4s linear infinite`,
  '& circle': { stroke: 'currentColor', strokeDasharray: '80px, 200px', strokeDashoffset: 0, animation: `${dash} 1.4s ease-in-out infinite` },
});

/** An indeterminate circular progress, drawn like MUI's CircularProgress (size 40, primary colour). */
export function Spinner({ 'aria-label': ariaLabel }: { 'aria-label': string }) {
  return (
    <Root role="progressbar" aria-label={ariaLabel}>
      <svg viewBox="22 22 44 44" width="40" height="40" aria-hidden="true" focusable="false">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </Root>
  );
}

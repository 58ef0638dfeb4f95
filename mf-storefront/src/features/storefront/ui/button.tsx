import styled from '@emotion/styled';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { color, focusRing, RADIUS } from './tokens';

export type ButtonVariant = 'contained' | 'outlined' | 'text';

const tint = (weight: number) => `color-mix(in srgb, ${color.primary} ${weight}%, transparent)`;

const Root = styled.button({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  minHeight: 36,
  minWidth: 64,
  padding: '6px 16px',
  borderRadius: RADIUS,
  border: '1px solid transparent',
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: 1.75,
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: 'background-color 150ms, box-shadow 150ms, border-color 150ms',
  '&:focus-visible': focusRing,
  '&:disabled': { cursor: 'default', opacity: 0.5 },
  '&[data-full-width]': { width: '100%' },
  '&[data-variant="contained"]': {
    backgroundColor: color.primary,
    color: color.onPrimary,
    boxShadow: '0 3px 1px -2px rgba(0,0,0,.2), 0 2px 2px 0 rgba(0,0,0,.14), 0 1px 5px 0 rgba(0,0,0,.12)',
    '&:hover:not(:disabled)': { boxShadow: '0 2px 4px -1px rgba(0,0,0,.2), 0 4px 5px 0 rgba(0,0,0,.14), 0 1px 10px 0 rgba(0,0,0,.12)' },
    '&:active:not(:disabled)': { filter: 'brightness(0.92)' },
  },
  '&[data-variant="outlined"]': {
    backgroundColor: 'transparent',
    color: color.primary,
    borderColor: tint(50),
    '&:hover:not(:disabled)': { borderColor: color.primary, backgroundColor: tint(6) },
    '&:active:not(:disabled)': { backgroundColor: tint(14) },
  },
  '&[data-variant="text"]': {
    backgroundColor: 'transparent',
    color: 'inherit',
    '&:hover:not(:disabled)': { backgroundColor: 'color-mix(in srgb, currentColor 8%, transparent)' },
    '&:active:not(:disabled)': { backgroundColor: 'color-mix(in srgb, currentColor 16%, transparent)' },
  },
});

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  startIcon?: ReactNode;
  fullWidth?: boolean;
};

/** The storefront's button, drawn like the platform's MUI buttons (shared/ui/theme) in the store's colours. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'text', startIcon, fullWidth = false, type = 'button', children, ...props },
  ref,
) {
  return (
    <Root ref={ref} type={type} data-variant={variant} data-full-width={fullWidth ? '' : undefined} {...props}>
      {startIcon}
      {children}
    </Root>
  );
});

/** A round icon-only button (the quantity stepper, the view toggle). Give it an aria-label. */
export const IconButton = styled.button({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 34,
  height: 34,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  '&:hover:not(:disabled)': { backgroundColor: 'color-mix(in srgb, currentColor 8%, transparent)' },
  '&:active:not(:disabled)': { backgroundColor: 'color-mix(in srgb, currentColor 16%, transparent)' },
  '&:focus-visible': focusRing,
  '&:disabled': { cursor: 'default', opacity: 0.38 },
  '&[aria-pressed="true"]': { color: color.primary, backgroundColor: tint(12) },
});

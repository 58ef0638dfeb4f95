import styled from '@emotion/styled';
import { color, focusRing, RADIUS } from './tokens';

/** A row of joined toggle buttons, like MUI's ToggleButtonGroup (size small). Give it role="group" and a label. */
export const ToggleButtonGroup = styled.div({
  display: 'inline-flex',
  borderRadius: RADIUS,
  '& > button:not(:first-of-type)': { marginLeft: -1, borderLeftColor: 'transparent', borderTopLeftRadius: 0, borderBottomLeftRadius: 0 },
  '& > button:not(:last-of-type)': { borderTopRightRadius: 0, borderBottomRightRadius: 0 },
});

/** One toggle of the group: aria-pressed="true" draws it selected. */
export const ToggleButton = styled.button({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 7,
  border: `1px solid ${color.divider}`,
  borderRadius: RADIUS,
  backgroundColor: 'transparent',
  color: color.textSecondary,
  font: 'inherit',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transition: 'background-color 150ms',
  '&:hover': { backgroundColor: `color-mix(in srgb, ${color.text} 4%, transparent)` },
  '&:focus-visible': { ...focusRing, position: 'relative' },
  '&[aria-pressed="true"]': {
    color: color.text,
    backgroundColor: `color-mix(in srgb, ${color.text} 8%, transparent)`,
    '&:hover': { backgroundColor: `color-mix(in srgb, ${color.text} 12%, transparent)` },
  },
});

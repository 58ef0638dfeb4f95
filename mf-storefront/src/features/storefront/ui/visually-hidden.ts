import styled from '@emotion/styled';

/** Read by screen readers, not shown. */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: '0',
  border: '0',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export const VisuallyHidden = styled.span(VISUALLY_HIDDEN);

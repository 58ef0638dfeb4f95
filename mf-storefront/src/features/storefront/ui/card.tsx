import styled from '@emotion/styled';
import { color, RADIUS } from './tokens';

/** An outlined card (MUI's Paper variant="outlined"); render it as another element with `as` (li, article, section). */
export const Card = styled.div({
  backgroundColor: color.paper,
  color: color.text,
  border: `1px solid ${color.divider}`,
  borderRadius: RADIUS,
});

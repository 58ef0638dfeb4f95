import styled from '@emotion/styled';
import { spacing, type } from './tokens';

/** A page-wide notice like MUI's standard Alert, square and centred: `data-tone` "info" (default) or "warning". */
export const Notice = styled.div({
  ...type.body2,
  display: 'flex',
  justifyContent: 'center',
  padding: spacing(0.75, 2),
  fontWeight: 600,
  backgroundColor: '#e5f6fd',
  color: '#014361',
  '&[data-tone="warning"]': { backgroundColor: '#fff4e5', color: '#663c00' },
});

export const NoticeMessage = styled.div({ padding: spacing(1, 0), minWidth: 0, overflow: 'auto' });

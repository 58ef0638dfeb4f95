import type { ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { Box, Chip, Paper, Typography } from '@comanda/shared/ui/mui';
import { alpha } from '@mui/material/styles';
import type { KanbanColumn as Column } from '@comanda/shared/domain';
import type { ColumnData } from '../../lib/kanban-dnd';

/** 'idle' when nothing is dragged; otherwise whether the dragged card may land here. */
export type DropState = 'idle' | 'home' | 'allowed' | 'refused';

type KanbanColumnProps = { column: Column; count: number; dropState: DropState; children: ReactNode; empty: string };

export function KanbanColumn({ column, count, dropState, children, empty }: KanbanColumnProps) {
  const data: ColumnData = { column: column.id };
  const { setNodeRef, isOver } = useDroppable({ id: column.id, data });
  const titleId = `kanban-column-${column.id}`;
  const refused = dropState === 'refused';
  const allowed = dropState === 'allowed';

  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={titleId}
      aria-disabled={refused || undefined}
      data-drop-state={dropState}
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
        bgcolor: (theme) => (allowed && isOver ? alpha(theme.palette.success.main, 0.12) : theme.palette.grey[100]),
        borderWidth: 2,
        borderStyle: allowed ? 'dashed' : 'solid',
        borderColor: allowed ? (isOver ? 'success.main' : 'success.light') : refused && isOver ? 'error.light' : 'transparent',
        opacity: refused ? 0.45 : 1,
        filter: refused ? 'grayscale(0.6)' : 'none',
        transition: 'opacity 120ms, border-color 120ms, background-color 120ms',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, pt: 1.25, pb: 1 }}>
        <Typography id={titleId} component="h2" variant="subtitle1" noWrap sx={{ fontWeight: 700, flexGrow: 1 }}>
          {column.label}
        </Typography>
        <Chip size="small" label={count} aria-label={count === 1 ? '1 pedido' : `${count} pedidos`} />
      </Box>
      {refused && (
        <Typography variant="caption" color="text.secondary" sx={{ px: 1.5, mt: -0.75, mb: 0.5, fontWeight: 600 }}>
          Não permitido
        </Typography>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', alignContent: 'start', gap: 1, px: 1, pb: 1, flexGrow: 1, minHeight: 0, overflowY: 'auto' }}>
        {count === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
            {empty}
          </Typography>
        ) : (
          children
        )}
      </Box>
    </Paper>
  );
}

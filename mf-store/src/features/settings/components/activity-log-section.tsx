import { paginationAriaLabel, SectionCard, useNow } from '@comanda/shared/ui';
import { useState } from 'react';
import { MenuItem, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Tooltip } from '@mui/material';
import { Alert, Box, CircularProgress, Pagination, Typography } from '@comanda/shared/ui/mui';
import { toApiError } from '@comanda/shared/state';
import { useStoreActivityQuery, type ActivityEntry } from '../api/settings-api';
import { ACTIVITY_ENTITY_LABELS, fieldLabel, formatChangeValue, relativeTime } from '../lib/activity-format';

function Changes({ entry }: { entry: ActivityEntry }) {
  const fields = Object.entries(entry.changes);
  if (fields.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {fields.map(([field, change]) => (
        <Typography component="li" variant="body2" key={field}>
          <strong>{fieldLabel(field)}</strong>: {formatChangeValue(change.from)} → {formatChangeValue(change.to)}
        </Typography>
      ))}
    </Box>
  );
}

/** Who changed what and when in this store's back office, newest first. */
export function ActivityLogSection({ storeId }: { storeId: number }) {
  const [page, setPage] = useState(1);
  const [entity, setEntity] = useState('');
  const now = new Date(useNow(60_000));
  const { data, error, isLoading } = useStoreActivityQuery({ storeId, page, entity: entity || null });
  return (
    <SectionCard id="settings-activity" title="Histórico de alterações" description="Quem mudou preços, horários, cupons e funcionários, e quando.">
      <TextField
        select
        size="small"
        label="Mostrar"
        value={entity}
        onChange={(e) => {
          setEntity(e.target.value);
          setPage(1);
        }}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={{ minWidth: 200, mb: 2 }}
      >
        <MenuItem value="">Tudo</MenuItem>
        {Object.entries(ACTIVITY_ENTITY_LABELS).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      {isLoading ? (
        <CircularProgress aria-label="Carregando histórico" />
      ) : error ? (
        <Alert severity="error">{toApiError(error, 'Não foi possível carregar o histórico.').message}</Alert>
      ) : !data || data.data.length === 0 ? (
        <Typography color="text.secondary">Nenhuma alteração registrada.</Typography>
      ) : (
        <>
          <TableContainer>
            <Table size="small" aria-label="Histórico de alterações">
              <TableHead>
                <TableRow>
                  <TableCell>Quando</TableCell>
                  <TableCell>Quem</TableCell>
                  <TableCell>O quê</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.data.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                      <Tooltip title={new Date(entry.createdAt).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })}>
                        <span>{relativeTime(entry.createdAt, now)}</span>
                      </Tooltip>
                    </TableCell>
                    <TableCell sx={{ verticalAlign: 'top' }}>{entry.actor?.name ?? 'Sistema'}</TableCell>
                    <TableCell sx={{ verticalAlign: 'top', overflowWrap: 'anywhere' }}>
                      <Typography variant="body2">{entry.summary}</Typography>
                      <Changes entry={entry} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {data.meta.last_page > 1 && (
            <Pagination sx={{ mt: 2 }} count={data.meta.last_page} page={page} onChange={(_, p) => setPage(p)} getItemAriaLabel={paginationAriaLabel} />
          )}
        </>
      )}
    </SectionCard>
  );
}

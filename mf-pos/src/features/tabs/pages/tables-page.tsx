import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Stack, Typography } from '@comanda/shared/ui/mui';
import AddIcon from '@mui/icons-material/Add';
import { tablesMap } from '@comanda/shared/domain';
import { PageSpinner, useNow } from '@comanda/shared/ui';
import { TABS_POLL_MS, useTabsOverviewQuery } from '../api/tabs-api';
import { OfflineNotice } from '../components/offline-notice';
import { OpenCardDialog } from '../components/open-card-dialog';
import { TableTile } from '../components/table-tile';
import { errorText, useReportUnreachable } from '../lib/error-text';
import { tabTitle } from '../lib/tab-labels';

const GRID = { display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' } as const;

/** Mesas e comandas: every table free, occupied or waiting for the bill, the tabs on numbered cards, "Abrir comanda". */
export function TablesPage({ storeId }: { storeId: number }) {
  const navigate = useNavigate();
  const now = useNow(60_000);
  const [cardOpen, setCardOpen] = useState(false);
  const { data: overview, error, isLoading } = useTabsOverviewQuery(storeId, { pollingInterval: TABS_POLL_MS, skipPollingIfUnfocused: true, refetchOnMountOrArgChange: true });
  useReportUnreachable(error);
  const open = (label: string) => navigate(encodeURIComponent(label));

  if (isLoading) return <PageSpinner label="Carregando as mesas…" />;
  if (!overview) return <Alert severity="error">{errorText(error, 'Não foi possível carregar as mesas.')}</Alert>;
  const map = tablesMap(overview.tables, overview.tabs);
  const tables = map.slice(0, overview.tables.length);
  const cards = map.slice(overview.tables.length);

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          Mesas e comandas
        </Typography>
        <Button variant="contained" size="large" startIcon={<AddIcon />} onClick={() => setCardOpen(true)}>
          Abrir comanda
        </Button>
      </Box>
      <OfflineNotice />
      <Box role="list" aria-label="Mesas" sx={GRID}>
        {tables.map((entry) => (
          <TableTile key={entry.label} title={`Mesa ${entry.label}`} state={entry.state} tab={entry.tab} now={now} onOpen={() => open(entry.label)} />
        ))}
      </Box>
      {cards.length > 0 && (
        <>
          <Typography variant="h6" component="h2">
            Comandas
          </Typography>
          <Box role="list" aria-label="Comandas" sx={GRID}>
            {cards.map((entry) => (
              <TableTile key={entry.tab?.order_id ?? entry.label} title={tabTitle(entry.label, overview.tables)} state={entry.state} tab={entry.tab} now={now} onOpen={() => open(entry.label)} />
            ))}
          </Box>
        </>
      )}
      {cardOpen && <OpenCardDialog open onClose={() => setCardOpen(false)} onOpen={open} />}
    </Stack>
  );
}

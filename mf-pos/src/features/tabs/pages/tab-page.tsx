import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Box, Button, Chip, Paper, Typography } from '@comanda/shared/ui/mui';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { TABLE_STATE_LABELS, draftTotals, formatBRL, formatOrderDateTime, orderAgeLabel, type PosSaleView, type TabView } from '@comanda/shared/domain';
import { PageSpinner, useNow } from '@comanda/shared/ui';
import { DraftLines } from '../../../components/draft-lines';
import { ProductPicker } from '../../../components/product-picker';
import { KitchenSlip } from '../../../components/sale-slips';
import { usePosCatalog } from '../../../lib/use-pos-catalog';
import { usePrintSlip } from '../../../lib/use-print-slip';
import { useConnectivity } from '../../../offline';
import { TABS_POLL_MS, useTabsOverviewQuery } from '../api/tabs-api';
import { MergeDialog } from '../components/merge-dialog';
import { OfflineNotice } from '../components/offline-notice';
import { SplitBillDialog } from '../components/split-bill-dialog';
import { TabControls } from '../components/tab-controls';
import { TabItems } from '../components/tab-items';
import { TransferDialog } from '../components/transfer-dialog';
import { errorText, useReportUnreachable } from '../lib/error-text';
import { totalWithRound } from '../lib/round-total';
import { findTab, tabTitle } from '../lib/tab-labels';
import { useRoundDraft } from '../lib/use-round-draft';
import { useSendRound } from '../lib/use-send-round';
import { useToasts } from '@comanda/shared/state';
import { POS_COLUMNS } from '../../../components/pos-columns';

/** One round's kitchen ticket: "Mesa 4 — Rodada 2" and only that round's items. */
type RoundTicket = { heading: string; items: PosSaleView['items']; at: string };

/**
 * A table's tab (route `tables/:label`): its rounds, the next round built from the catalog and sent to the kitchen
 * (which opens the tab when the table is free), the service charge, the bill asked for, items moved to another tab,
 * tabs merged, and the bill closed in parts.
 */
export function TabPage({ storeId, registerSessionId }: { storeId: number; registerSessionId: number }) {
  const { label = '' } = useParams();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToasts();
  const { online } = useConnectivity();
  const now = useNow(60_000);
  const overviewQuery = useTabsOverviewQuery(storeId, { pollingInterval: TABS_POLL_MS, skipPollingIfUnfocused: true, refetchOnMountOrArgChange: true });
  const { catalog, queryError: catalogError, isLoading: catalogLoading } = usePosCatalog(storeId);
  useReportUnreachable(overviewQuery.error ?? catalogError);
  const overview = overviewQuery.data;
  const tab = overview ? findTab(overview.tabs, label) : null;
  const tables = overview?.tables ?? [];
  const title = tabTitle(label, tables);
  const round = useRoundDraft(storeId, label);
  const storePercent = overview?.service_charge_percent ?? 0;
  const sender = useSendRound(storeId, registerSessionId, label, tab, storePercent);
  const { printing, print } = usePrintSlip<'kitchen'>();
  const [ticket, setTicket] = useState<RoundTicket | null>(null);
  const [dialog, setDialog] = useState<'transfer' | 'merge' | null>(null);
  const [closing, setClosing] = useState<TabView | null>(null);
  const backToTables = useCallback(() => navigate('..', { relative: 'path' }), [navigate]);

  if (overviewQuery.isLoading) return <PageSpinner label="Carregando a comanda…" />;
  if (!overview) return <Alert severity="error">{errorText(overviewQuery.error, 'Não foi possível carregar as mesas.')}</Alert>;

  const roundCents = draftTotals(round.draft).subtotalCents;
  const others = overview.tabs.filter((other) => other.order_id !== tab?.order_id);

  const printTicket = (next: RoundTicket) => {
    setTicket(next);
    print('kitchen');
  };
  const sendRound = async () => {
    const sent = await sender.send(round.draft);
    if (!sent) return;
    round.clear();
    printTicket({ heading: `${title} — Rodada ${sent.round}`, items: sent.items, at: new Date().toISOString() });
    enqueueSnackbar(`Rodada ${sent.round} enviada para a cozinha.`, { variant: 'success' });
  };
  const reprint = (n: number) => tab && printTicket({ heading: `${title} — Rodada ${n}`, items: tab.items.filter((item) => item.round === n), at: new Date().toISOString() });

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: POS_COLUMNS, gap: 2, height: { md: 'calc(100vh - 120px)' }, minHeight: 560 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Button startIcon={<ArrowBackIcon />} onClick={backToTables}>
            Mesas
          </Button>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
            {title}
          </Typography>
          <Chip label={TABLE_STATE_LABELS[!tab ? 'free' : tab.bill_requested_at ? 'bill' : 'occupied']} color={!tab ? 'success' : tab.bill_requested_at ? 'error' : 'warning'} />
          {tab && (
            <Typography variant="body2" color="text.secondary">
              aberta {orderAgeLabel(tab.created_at, now)}
            </Typography>
          )}
        </Box>
        <OfflineNotice />
        {catalog ? (
          <ProductPicker catalog={catalog} addLabel="Adicionar à rodada" onAdd={round.add} />
        ) : catalogLoading ? (
          <PageSpinner label="Carregando o cardápio…" />
        ) : (
          <Alert severity="error">{errorText(catalogError, 'Não foi possível carregar o cardápio.')}</Alert>
        )}
      </Box>
      <Paper variant="outlined" aria-label={`Comanda da ${title}`} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, p: 1.5, gap: 1, overflowY: 'auto' }}>
        {tab ? (
          <TabItems items={tab.items} onReprint={reprint} />
        ) : (
          <Alert severity="info">{title} está livre: monte a primeira rodada e envie para a cozinha para abrir a comanda.</Alert>
        )}
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mt: 1 }}>
          {tab ? `Próxima rodada (Rodada ${tab.rounds + 1})` : 'Primeira rodada'}
        </Typography>
        <DraftLines
          label="Próxima rodada"
          emptyText="Escolha os produtos da próxima rodada."
          notesPlaceholder="Observação para a cozinha"
          lines={round.draft.lines}
          maxQuantity={catalog?.store.quantity_limits.lineQuantity ?? 99}
          onQuantity={round.setQuantity}
          onNotes={round.setNotes}
          onRemove={round.remove}
        />
        {sender.error && <Alert severity="error">{sender.error}</Alert>}
        <Button variant="contained" size="large" disabled={round.draft.lines.length === 0 || sender.busy || !online} onClick={() => void sendRound()} sx={{ py: 1.5 }}>
          {sender.busy ? 'Enviando…' : 'Enviar rodada para a cozinha'}
          {round.draft.lines.length > 0 && !sender.busy ? ` (${formatBRL(roundCents)})` : ''}
        </Button>
        {round.draft.lines.length > 0 && (
          <Typography variant="caption" color="text.secondary" data-testid="tab-total-with-round">
            {tab ? 'Com esta rodada, a comanda vai para' : 'A comanda abre com'} {formatBRL(totalWithRound(tab, roundCents, storePercent))}
            {!tab && storePercent > 0 ? ` (com a taxa de serviço de ${storePercent}%)` : ''}.
          </Typography>
        )}
        {tab && <TabControls storeId={storeId} tab={tab} storePercent={storePercent} online={online} onDialog={(next) => (next === 'close' ? setClosing(tab) : setDialog(next))} />}
      </Paper>
      {tab && dialog === 'transfer' && (
        <TransferDialog
          storeId={storeId}
          tab={tab}
          targets={others}
          tables={tables}
          onClose={() => setDialog(null)}
          onDone={({ from, to }) => {
            setDialog(null);
            enqueueSnackbar(`Itens transferidos para a ${tabTitle(to.table ?? '', tables)}.`, { variant: 'success' });
            // Emptied, this tab closed: the station follows the items.
            if (!from.tab_open) navigate(`../${encodeURIComponent(to.table ?? '')}`, { relative: 'path' });
          }}
        />
      )}
      {tab && dialog === 'merge' && (
        <MergeDialog
          storeId={storeId}
          tab={tab}
          title={title}
          targets={others}
          tables={tables}
          onClose={() => setDialog(null)}
          onDone={(target) => {
            setDialog(null);
            enqueueSnackbar(`Comandas juntadas na ${tabTitle(target.table ?? '', tables)}.`, { variant: 'success' });
            navigate(`../${encodeURIComponent(target.table ?? '')}`, { relative: 'path' });
          }}
        />
      )}
      {closing && (
        <SplitBillDialog
          storeId={storeId}
          registerSessionId={registerSessionId}
          tab={closing}
          title={title}
          store={catalog?.store ?? null}
          onClose={(closed) => {
            setClosing(null);
            if (closed) backToTables();
          }}
        />
      )}
      {printing === 'kitchen' && ticket && <KitchenSlip testId="tab-kitchen-ticket" storeName={catalog?.store.name ?? ''} heading={ticket.heading} dateTime={formatOrderDateTime(ticket.at)} items={ticket.items} />}
    </Box>
  );
}

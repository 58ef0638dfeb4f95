import { useState } from 'react';
import { List, ListItem, ListItemText, TextField } from '@mui/material';
import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@comanda/shared/ui/mui';
import PrintIcon from '@mui/icons-material/Print';
import { formatLocalDate, orderAddressLines, type MealProductionList } from '@comanda/shared/domain';
import { toApiError, useActiveStoreId } from '@comanda/shared/state';
import { useMealProductionQuery } from '../api/meal-subscriptions-api';

const noPrint = { '@media print': { display: 'none' } } as const;

function Production({ list }: { list: MealProductionList }) {
  if (list.groups.length === 0) return <Typography color="text.secondary">Nenhuma marmita de assinatura para {formatLocalDate(list.date)}.</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="p">
        {list.total} {list.total === 1 ? 'marmita' : 'marmitas'} para {formatLocalDate(list.date)}
      </Typography>
      {list.groups.map((g) => (
        <Paper key={`${g.product.id}-${g.option_lines.join('|')}`} variant="outlined" component="article" aria-label={`${g.quantity}× ${g.product.name}`} sx={{ p: 2, breakInside: 'avoid' }}>
          <Typography sx={{ fontWeight: 700 }}>
            {g.quantity}× {g.product.name}
          </Typography>
          {g.option_lines.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {g.option_lines.join(' · ')}
            </Typography>
          )}
          <List dense disablePadding>
            {g.deliveries.map((d) => (
              <ListItem key={d.subscription_id} disableGutters>
                <ListItemText
                  primary={`${d.quantity}× ${d.customer.name}${d.customer.phone ? ` · ${d.customer.phone}` : ''}${d.order ? ` · pedido nº ${d.order.number}` : ''}`}
                  secondary={[orderAddressLines(d.address).join(', '), d.notes ? `Obs.: ${d.notes}` : null].filter(Boolean).join(' — ')}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      ))}
    </Box>
  );
}

function Heading({ date }: { date: string | null }) {
  return (
    <Typography id="page-title" variant="h4" component="h1">
      {date === null ? 'Produção de amanhã' : `Produção de ${formatLocalDate(date)}`}
    </Typography>
  );
}

function ProductionForStore({ storeId }: { storeId: number }) {
  const [date, setDate] = useState<string | null>(null);
  const { data, error, isLoading, refetch } = useMealProductionQuery({ storeId, date });
  return (
    <>
      <Heading date={date} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', ...noPrint }}>
        <TextField type="date" label="Dia" value={date ?? data?.date ?? ''} onChange={(e) => setDate(e.target.value || null)} slotProps={{ inputLabel: { shrink: true } }} />
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
          Imprimir
        </Button>
      </Box>
      {isLoading ? (
        <CircularProgress aria-label="Carregando produção" />
      ) : error || !data ? (
        <Alert severity="error" action={<Button onClick={() => void refetch()}>Tentar novamente</Button>}>
          {toApiError(error, 'Não foi possível carregar a produção.').message}
        </Alert>
      ) : (
        <Production list={data} />
      )}
    </>
  );
}

/** /store/meal-subscriptions/production: tomorrow's marmitas by default, grouped as the kitchen makes them; printable. */
export function MealProductionPage() {
  const storeId = useActiveStoreId();
  return (
    <Box component="section" aria-labelledby="page-title" sx={{ display: 'grid', gap: 2 }}>
      {storeId === null ? (
        <>
          <Heading date={null} />
          <Alert severity="warning">Sua conta não está vinculada a uma loja.</Alert>
        </>
      ) : (
        <ProductionForStore storeId={storeId} />
      )}
    </Box>
  );
}

import { useState } from 'react';
import { List, ListItem, ListItemText, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { Alert, Box, Button, Chip, CircularProgress, Link, Paper, Typography } from '@comanda/shared/ui/mui';
import EditIcon from '@mui/icons-material/EditOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { formatOrderNumber, formatReais, orderStatusLabel, type AdminStoreDetails } from '@comanda/shared/domain';
import { toApiError, useToasts } from '@comanda/shared/state';
import { PageHeader } from '../../../common/components/page-header';
import { formatDate, formatDateTime, formatInteger, formatPhone } from '../../../common/lib/format';
import { useAdminStoreQuery, useReactivateStoreMutation, useSuspendStoreMutation } from '../api/admin-stores-api';
import { StorePlanCard } from '../components/store-plan-card';
import { StoreStatusChips } from '../components/store-status-chips';
import { SupportModeButton } from '../components/support-mode-button';
import { SuspendStoreDialog } from '../components/suspend-store-dialog';
import type { FromStoresList } from '../lib/list-params';
import { Facts, SectionCard } from '../../../common/components/section-card';

const cityOf = (store: Pick<AdminStoreDetails, 'city' | 'state'>) => (store.city ? `${store.city}${store.state ? `/${store.state}` : ''}` : null);

function StoreInfo({ store }: { store: AdminStoreDetails }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <SectionCard title="Dono">
        {store.owner ? (
          <Facts
            rows={[
              ['Nome', store.owner.name],
              ['E-mail', <Link key="e" href={`mailto:${store.owner.email}`}>{store.owner.email}</Link>],
            ]}
          />
        ) : (
          <Typography color="text.secondary">Nenhuma conta de dono ainda: o convite enviado ao dono pode estar pendente.</Typography>
        )}
      </SectionCard>
      <SectionCard title="Contato da loja">
        <Facts
          rows={[
            ['E-mail', store.email ?? '—'],
            ['Telefone', formatPhone(store.phone)],
            ['WhatsApp', formatPhone(store.whatsapp)],
          ]}
        />
      </SectionCard>
      <SectionCard title="Endereço">
        <Typography variant="body2">{store.address ?? 'Endereço não informado.'}</Typography>
        {cityOf(store) ? <Typography variant="body2">{cityOf(store)}</Typography> : null}
      </SectionCard>
      <SectionCard title="Atividade">
        <Facts
          rows={[
            ['Tipo de negócio', store.business_type ?? '—'],
            ['Pedidos (30 dias)', formatInteger(store.orders_30d)],
            ['Último pedido', formatDate(store.last_order_at, 'Nenhum pedido')],
            ['Criada em', formatDate(store.created_at)],
            ['Vitrine', store.published ? 'Publicada' : 'Não publicada'],
          ]}
        />
      </SectionCard>
      <SectionCard title={`Filiais (${store.branch_list.length})`}>
        {store.branch_list.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Nenhuma filial.
          </Typography>
        ) : (
          <List dense disablePadding aria-label="Filiais">
            {store.branch_list.map((branch) => (
              <ListItem key={branch.id} disableGutters secondaryAction={<Chip size="small" variant="outlined" color={branch.is_active ? 'success' : 'default'} label={branch.is_active ? 'Ativa' : 'Inativa'} />}>
                <ListItemText
                  primary={branch.name}
                  secondary={
                    <Link href={`/loja/${branch.slug}`} target="_blank" rel="noopener" underline="hover">
                      /loja/{branch.slug}
                    </Link>
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </SectionCard>
    </Box>
  );
}

function RecentOrders({ orders }: { orders: AdminStoreDetails['recent_orders'] }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="recent-orders-title">
      <Typography id="recent-orders-title" variant="h6" component="h2" sx={{ p: 2, pb: 1 }}>
        Últimos pedidos
      </Typography>
      {orders.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          Nenhum pedido ainda.
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Últimos pedidos">
            <TableHead>
              <TableRow>
                <TableCell>Pedido</TableCell>
                <TableCell>Data e hora</TableCell>
                <TableCell>Cliente</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Total</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.map((order) => (
                <TableRow key={order.id}>
                  <TableCell sx={{ fontWeight: 700 }}>{formatOrderNumber(order.number)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(order.created_at)}</TableCell>
                  <TableCell>{order.customer_name}</TableCell>
                  <TableCell>{orderStatusLabel(order.status)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatReais(order.total)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}

/** /admin/stores/:id: who runs the store, its plan and usage, branches and last orders; edit, suspend, reactivate, support mode. */
export function StoreDetailsPage() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data: store, error, isLoading } = useAdminStoreQuery(id, { skip: !valid });
  const [suspend, suspending] = useSuspendStoreMutation();
  const [reactivate, reactivating] = useReactivateStoreMutation();
  const [suspendOpen, setSuspendOpen] = useState(false);
  const { enqueueSnackbar } = useToasts();
  const suspended = store?.subscription_status === 'suspended';
  // Back to the list as it was left (filters, page) when the store was opened from it.
  const listSearch = (useLocation().state as Partial<FromStoresList> | null)?.listSearch ?? '';

  async function doSuspend(reason: string) {
    await suspend({ id, reason }).unwrap();
    setSuspendOpen(false);
    enqueueSnackbar(`Loja ${store?.name ?? ''} suspensa.`, { variant: 'success' });
  }

  async function doReactivate() {
    try {
      await reactivate(id).unwrap();
      enqueueSnackbar(`Loja ${store?.name ?? ''} reativada.`, { variant: 'success' });
    } catch (err) {
      enqueueSnackbar(toApiError(err, 'Não foi possível reativar a loja.').message, { variant: 'error' });
    }
  }

  return (
    <Box component="section" aria-labelledby="page-title">
      <PageHeader
        title={store?.name ?? 'Loja'}
        back={{ to: `/admin/stores${listSearch}`, label: 'Lojas' }}
        badges={store ? <StoreStatusChips store={store} /> : null}
        actions={
          store ? (
            <>
              <Button href={`/loja/${store.slug}`} target="_blank" rel="noopener" variant="outlined" endIcon={<OpenInNewIcon />}>
                Ver vitrine
              </Button>
              <SupportModeButton store={store} />
              <Button component={RouterLink} to={`/admin/stores/${store.id}/edit`} variant="contained" startIcon={<EditIcon />}>
                Editar
              </Button>
              {suspended ? (
                <Button variant="outlined" color="success" onClick={() => void doReactivate()} disabled={reactivating.isLoading}>
                  Reativar
                </Button>
              ) : store.subscription_status ? (
                <Button variant="outlined" color="error" onClick={() => setSuspendOpen(true)}>
                  Suspender
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
      {isLoading ? <CircularProgress aria-label="Carregando loja" /> : null}
      {!valid || error ? <Alert severity="error">{toApiError(error, 'Loja não encontrada.').message}</Alert> : null}
      {store ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography color="text.secondary">
            /loja/{store.slug}
            {store.branches > 0 ? ` · ${store.branches === 1 ? '1 filial' : `${store.branches} filiais`}` : ''}
          </Typography>
          {suspended ? (
            <Alert severity="error">
              <strong>Loja suspensa.</strong> Motivo que a loja vê: {store.suspension_reason ?? '—'}
            </Alert>
          ) : null}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
            <StoreInfo store={store} />
            <StorePlanCard entitlements={store.entitlements} storeSlug={store.slug} />
          </Box>
          <RecentOrders orders={store.recent_orders} />
          <SuspendStoreDialog open={suspendOpen} storeName={store.name} busy={suspending.isLoading} onSuspend={doSuspend} onClose={() => setSuspendOpen(false)} />
        </Box>
      ) : null}
    </Box>
  );
}

import { useState } from 'react';
import { Menu, MenuItem } from '@mui/material';
import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@comanda/shared/ui/mui';
import AddIcon from '@mui/icons-material/Add';
import { DELIVERY_ZONE_KIND_LABELS, DELIVERY_ZONE_KINDS, type Coordinates, type DeliveryZoneKind, type DeliveryZoneView } from '@comanda/shared/domain';
import { toApiError, useActiveStoreId, useToasts } from '@comanda/shared/state';
import { ConfirmDialog, DisabledReason } from '@comanda/shared/ui';
import {
  useCreateDeliveryZoneMutation,
  useDeleteDeliveryZoneMutation,
  useDeliveryZonesQuery,
  useUpdateDeliveryZoneMutation,
  type DeliveryZonesPage,
} from '../api/delivery-zones-api';
import { SimulateBox } from '../components/simulate-box';
import { ZoneDialog } from '../components/zone-dialog';
import { ZonesMap } from '../components/zones-map';
import { ZonesTable } from '../components/zones-table';
import { newZoneValues, zoneRequestOf, zoneValuesOf, type ZoneFormValues } from '../lib/zone-form';

/** /store/delivery/zones: the zones on the map and in a table, their dialogs, the precedence rule and "Simular endereço". `refusal`: why the plan keeps them read-only now. */
export function DeliveryZonesScreen({ refusal = null }: { refusal?: string | null }) {
  const storeId = useActiveStoreId();
  return (
    <Box component="section" aria-labelledby="page-title" sx={{ maxWidth: 1200 }}>
      <Typography id="page-title" variant="h4" component="h1" sx={{ mb: 2 }}>
        Zonas de entrega
      </Typography>
      {storeId === null ? <Alert severity="warning">Sua conta não está vinculada a uma loja.</Alert> : <ZonesEditor storeId={storeId} refusal={refusal} />}
    </Box>
  );
}

type Editing = { zoneId: number | null; initial: ZoneFormValues; sortOrder: number | null };

function ZonesEditor({ storeId, refusal }: { storeId: number; refusal: string | null }) {
  const { data, error, isLoading, refetch } = useDeliveryZonesQuery(storeId);
  const [create] = useCreateDeliveryZoneMutation();
  const [update] = useUpdateDeliveryZoneMutation();
  const [remove, removing] = useDeleteDeliveryZoneMutation();
  const { enqueueSnackbar } = useToasts();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<DeliveryZoneView | null>(null);
  const [simulated, setSimulated] = useState<Coordinates | null>(null);

  if (isLoading) return <CircularProgress aria-label="Carregando zonas de entrega" />;
  if (error || !data) {
    return (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>Tentar novamente</Button>}>
        {toApiError(error, 'Não foi possível carregar as zonas de entrega.').message}
      </Alert>
    );
  }
  const page: DeliveryZonesPage = data;

  function startNew(kind: DeliveryZoneKind) {
    setMenu(null);
    setEditing({ zoneId: null, initial: newZoneValues(kind, page.store), sortOrder: null });
  }

  async function save(body: ReturnType<typeof zoneRequestOf>) {
    if (!editing) return;
    if (editing.zoneId === null) await create({ storeId, body }).unwrap();
    else await update({ storeId, id: editing.zoneId, body: { ...body, sortOrder: editing.sortOrder } }).unwrap();
    enqueueSnackbar(editing.zoneId === null ? `Zona ${body.name} criada.` : `Zona ${body.name} salva.`, { variant: 'success' });
    setEditing(null);
  }

  async function toggle(zone: DeliveryZoneView, active: boolean) {
    try {
      await update({ storeId, id: zone.id, body: { ...zoneRequestOf({ ...zoneValuesOf(zone), isActive: active }), sortOrder: zone.sortOrder } }).unwrap();
      enqueueSnackbar(active ? `Zona ${zone.name} ativada.` : `Zona ${zone.name} desativada.`, { variant: 'success' });
    } catch (err) {
      enqueueSnackbar(toApiError(err, 'Não foi possível alterar a zona.').message, { variant: 'error' });
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove({ storeId, id: deleting.id }).unwrap();
      enqueueSnackbar(`Zona ${deleting.name} excluída.`, { variant: 'success' });
    } catch (err) {
      enqueueSnackbar(toApiError(err, 'Não foi possível excluir a zona.').message, { variant: 'error' });
    }
    setDeleting(null);
  }

  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }} data-testid="zone-precedence">
        {page.precedence}
      </Alert>
      {refusal && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      {!page.store.location && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Marque a localização da loja no Perfil da loja: os anéis de distância e os polígonos dependem dela.
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' }, gap: 2, mb: 2, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ p: 1 }}>
          <ZonesMap page={page} label="Mapa das zonas de entrega" simulated={simulated} />
        </Paper>
        <SimulateBox storeId={storeId} onLocated={setSimulated} />
      </Box>
      <Paper variant="outlined">
        <Box sx={{ display: 'flex', alignItems: 'center', p: 2, gap: 2 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            Zonas
          </Typography>
          <DisabledReason reason={refusal}>
            <Button variant="contained" startIcon={<AddIcon />} onClick={(e) => setMenu(e.currentTarget)} disabled={Boolean(refusal)} aria-haspopup="menu">
              Nova zona
            </Button>
          </DisabledReason>
          <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
            {DELIVERY_ZONE_KINDS.map((kind) => (
              <MenuItem key={kind} onClick={() => startNew(kind)}>
                {DELIVERY_ZONE_KIND_LABELS[kind]}
              </MenuItem>
            ))}
          </Menu>
        </Box>
        {page.data.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            Nenhuma zona ainda: toda entrega paga a taxa fixa das Configurações.
          </Typography>
        ) : (
          <ZonesTable
            zones={page.data}
            refusal={refusal}
            onEdit={(zone) => setEditing({ zoneId: zone.id, initial: zoneValuesOf(zone), sortOrder: zone.sortOrder })}
            onDelete={setDeleting}
            onToggle={(zone, active) => void toggle(zone, active)}
          />
        )}
      </Paper>
      {editing && <ZoneDialog key={editing.zoneId ?? 'new'} zoneId={editing.zoneId} initial={editing.initial} page={page} onSave={save} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Excluir zona"
        text={deleting ? `Excluir a zona ${deleting.name}? Os próximos pedidos deixam de usá-la.` : ''}
        confirmLabel="Excluir"
        busy={removing.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

import { useState } from 'react';
import { Card, CardContent } from '@mui/material';
import { Alert, Box, Button, Chip, Stack, Typography } from '@comanda/shared/ui/mui';
import { savedAddressLines, type SavedAddress } from '@comanda/shared/domain';
import { toApiError, useToasts } from '@comanda/shared/state';
import { ConfirmDialog, SectionCard } from '@comanda/shared/ui';
import { useDeleteAddressMutation, useMakeDefaultAddressMutation, useSavedAddressesQuery } from '../api/profile-api';
import { AddressForm } from './address-form';

export const ADDRESS_DELETED_MESSAGE = 'Endereço excluído.';
export const DEFAULT_ADDRESS_MESSAGE = 'Endereço padrão atualizado.';

type CardActions = { onEdit: () => void; onDelete: () => void; onMakeDefault: () => void; busy: boolean };

function AddressCard({ address, onEdit, onDelete, onMakeDefault, busy }: { address: SavedAddress } & CardActions) {
  const lines = savedAddressLines(address);
  const name = address.label ?? lines.street;
  return (
    <Card variant="outlined" component="article" aria-label={name}>
      <CardContent sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {address.label && <Typography sx={{ fontWeight: 700 }}>{address.label}</Typography>}
            {address.is_default && <Chip size="small" color="primary" label="Padrão" />}
          </Stack>
          <Typography>{lines.street}</Typography>
          <Typography variant="body2" color="text.secondary">
            {lines.area}
            {lines.cep ? ` · ${lines.cep}` : ''}
          </Typography>
        </Box>
        <Stack direction="row" spacing={0.5}>
          {!address.is_default && (
            <Button size="small" onClick={onMakeDefault} disabled={busy} aria-label={`Tornar ${name} o endereço padrão`}>
              Tornar padrão
            </Button>
          )}
          <Button size="small" onClick={onEdit} aria-label={`Editar ${name}`}>
            Editar
          </Button>
          <Button color="error" size="small" onClick={onDelete} aria-label={`Excluir ${name}`}>
            Excluir
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * "Endereços de entrega": the saved addresses (the checkout offers them, the default first), a new one with the CEP
 * lookup, edit in place, "Tornar padrão", delete with a question first.
 */
export function AddressesSection({ userId }: { userId: number }) {
  const { data: addresses = [], isLoading, error } = useSavedAddressesQuery(userId);
  const [remove, { isLoading: removing }] = useDeleteAddressMutation();
  const [makeDefault, { isLoading: choosingDefault }] = useMakeDefaultAddressMutation();
  const [editingId, setEditingId] = useState<number | null>(null);
  const { enqueueSnackbar } = useToasts();
  const [adding, setAdding] = useState(false);
  const [doomed, setDoomed] = useState<SavedAddress | null>(null);

  async function confirmDelete() {
    if (!doomed) return;
    try {
      await remove(doomed.id).unwrap();
      enqueueSnackbar(ADDRESS_DELETED_MESSAGE, { variant: 'success' });
    } catch (failure) {
      enqueueSnackbar(toApiError(failure, 'Não foi possível excluir o endereço.').message, { variant: 'error' });
    } finally {
      setDoomed(null);
    }
  }

  async function chooseDefault(address: SavedAddress) {
    try {
      await makeDefault(address.id).unwrap();
      enqueueSnackbar(DEFAULT_ADDRESS_MESSAGE, { variant: 'success' });
    } catch (failure) {
      enqueueSnackbar(toApiError(failure, 'Não foi possível mudar o endereço padrão.').message, { variant: 'error' });
    }
  }

  return (
    <SectionCard id="profile-addresses-title" title="Endereços de entrega" description="Oferecidos no checkout de qualquer loja.">
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {error && <Alert severity="error">{toApiError(error, 'Não foi possível carregar seus endereços.').message}</Alert>}
        {!isLoading && !error && addresses.length === 0 && <Typography color="text.secondary">Você ainda não guardou endereços.</Typography>}
        {addresses.map((address) =>
          editingId === address.id ? (
            <AddressForm key={address.id} editing={address} onDone={() => setEditingId(null)} />
          ) : (
            <AddressCard
              key={address.id}
              address={address}
              busy={choosingDefault}
              onEdit={() => setEditingId(address.id)}
              onDelete={() => setDoomed(address)}
              onMakeDefault={() => void chooseDefault(address)}
            />
          ),
        )}
        {adding ? (
          <AddressForm onDone={() => setAdding(false)} />
        ) : (
          <Box>
            <Button variant="outlined" onClick={() => setAdding(true)}>
              Adicionar endereço
            </Button>
          </Box>
        )}
      </Box>
      <ConfirmDialog
        open={doomed !== null}
        title="Excluir endereço?"
        text={doomed ? `${savedAddressLines(doomed).street} deixará de aparecer no checkout.` : ''}
        confirmLabel="Excluir"
        busy={removing}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDoomed(null)}
      />
    </SectionCard>
  );
}

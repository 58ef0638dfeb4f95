import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@comanda/shared/ui/mui';
import { ADMIN_STORE_MESSAGES, type AdminStoreDetails, type ProductLosingOptions } from '@comanda/shared/domain';
import { toApiError, useBusinessTypesQuery, useToasts } from '@comanda/shared/state';
import { useChangeStoreTypeMutation, useStoreTypeCheckQuery } from '../api/admin-stores-api';

const SHOWN_PRODUCTS = 5;
const SHOWN_OPTIONS = 4;

/** The products that would lose options, named with the first few options each (the full list can be long). */
function LosingOptions({ products }: { products: ProductLosingOptions[] }) {
  const more = (n: number, noun: string) => (n > 0 ? ` e mais ${n} ${noun}` : '');
  return (
    <Alert severity="warning">
      <strong>
        {products.length === 1 ? '1 produto perderia opções' : `${products.length} produtos perderiam opções`} com o novo tipo. Ajuste esses produtos ou mantenha o tipo.
      </strong>
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {products.slice(0, SHOWN_PRODUCTS).map((product) => (
          <li key={product.id}>
            <strong>{product.name}:</strong> {product.lost.slice(0, SHOWN_OPTIONS).join(', ')}
            {more(product.lost.length - SHOWN_OPTIONS, product.lost.length - SHOWN_OPTIONS === 1 ? 'opção' : 'opções')}
          </li>
        ))}
      </Box>
      {products.length > SHOWN_PRODUCTS ? <Typography variant="body2">{`E mais ${products.length - SHOWN_PRODUCTS} ${products.length - SHOWN_PRODUCTS === 1 ? 'produto' : 'produtos'}.`}</Typography> : null}
    </Alert>
  );
}

/**
 * The store's business type: another type is checked with the server first (the products that would lose options
 * are named) and applied only when none would.
 */
export function StoreTypeSection({ store }: { store: AdminStoreDetails }) {
  const { data: types = [] } = useBusinessTypesQuery();
  const current = types.find((t) => t.name === store.business_type)?.slug ?? '';
  const [chosen, setChosen] = useState<string | null>(null);
  const target = chosen ?? current;
  const changing = target !== '' && target !== current;
  const check = useStoreTypeCheckQuery({ id: store.id, to: target }, { skip: !changing });
  const [change, applying] = useChangeStoreTypeMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { enqueueSnackbar } = useToasts();
  const nameOf = (slug: string | null) => types.find((t) => t.slug === slug)?.name ?? slug;

  async function apply() {
    setFailure(null);
    try {
      const result = await change({ id: store.id, business_type: target }).unwrap();
      enqueueSnackbar(ADMIN_STORE_MESSAGES.typeChanged(nameOf(result.from), nameOf(result.to) ?? result.to), { variant: 'success' });
      setChosen(null);
    } catch (err) {
      setFailure(toApiError(err, 'Não foi possível mudar o tipo de negócio.').message);
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 640 }} component="section" aria-labelledby="store-type-title">
      <Typography id="store-type-title" variant="h6" component="h2">
        Tipo de negócio
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        O tipo define as opções dos produtos (tamanhos, sabores, adicionais…). Só é possível mudar quando nenhum produto da loja perderia opções.
      </Typography>
      <Stack spacing={2}>
        <TextField select label="Tipo de negócio" value={target} onChange={(e) => setChosen(e.target.value)} sx={{ maxWidth: 360 }}>
          {types.map((type) => (
            <MenuItem key={type.slug} value={type.slug}>
              {type.name}
            </MenuItem>
          ))}
        </TextField>
        {changing && check.isFetching ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={16} aria-hidden /> <Typography variant="body2">Verificando os produtos da loja…</Typography>
          </Box>
        ) : null}
        {changing && !check.isFetching && check.data?.allowed ? <Alert severity="success">Nenhum produto perde opções com o novo tipo.</Alert> : null}
        {changing && !check.isFetching && check.data && !check.data.allowed ? <LosingOptions products={check.data.products} /> : null}
        {changing && check.error ? <Alert severity="error">{toApiError(check.error).message}</Alert> : null}
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <Box>
          <Button variant="outlined" onClick={() => void apply()} disabled={!changing || check.isFetching || !check.data?.allowed || applying.isLoading}>
            Mudar tipo
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { Alert, Button, Stack } from '@comanda/shared/ui/mui';
import { adjustPriceCents, formatBRL, reaisToCents, type AdminCategory } from '@comanda/shared/domain';
import { toApiError, useToasts } from '@comanda/shared/state';
import { useAdminProductsQuery, useBulkPriceMutation } from '../api/products-api';

type Props = { storeId: number; categories: AdminCategory[]; open: boolean; onClose: () => void };

/** "Reajustar preços": every product of one category by a percentage, with the new prices shown before applying. */
export function BulkPriceDialog({ storeId, categories, open, onClose }: Props) {
  const [categoryId, setCategoryId] = useState<number | ''>('');
  const [percentText, setPercentText] = useState('');
  const percent = Number(percentText.replace(',', '.'));
  const valid = categoryId !== '' && percentText.trim() !== '' && Number.isFinite(percent) && percent !== 0 && percent >= -90 && percent <= 500;
  const { data } = useAdminProductsQuery({ storeId, category_id: categoryId || undefined, per_page: 100, sort: 'name' }, { skip: !open || categoryId === '' });
  const [apply, { isLoading }] = useBulkPriceMutation();
  const { enqueueSnackbar } = useToasts();

  const submit = async () => {
    if (!valid) return;
    try {
      const result = await apply({ storeId, category_id: Number(categoryId), percent }).unwrap();
      enqueueSnackbar(`${result.changed.length} preços reajustados.`, { variant: 'success' });
      onClose();
    } catch (error) {
      enqueueSnackbar(toApiError(error).message, { variant: 'error' });
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="bulk-price-title">
      <DialogTitle id="bulk-price-title">Reajustar preços</DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1, mb: 2 }}>
          <TextField select label="Categoria" value={categoryId} onChange={(e) => setCategoryId(Number(e.target.value))} sx={{ minWidth: 200 }}>
            {categories.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Percentual (%)"
            value={percentText}
            onChange={(e) => setPercentText(e.target.value)}
            helperText="Ex.: 10 para aumentar 10%, -5 para reduzir 5%"
            error={percentText !== '' && !valid && categoryId !== ''}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Stack>
        {valid && data && (
          <Table size="small" aria-label="Prévia dos novos preços">
            <TableHead>
              <TableRow>
                <TableCell>Produto</TableCell>
                <TableCell align="right">Preço atual</TableCell>
                <TableCell align="right">Novo preço</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>{p.name}</TableCell>
                  <TableCell align="right">{formatBRL(reaisToCents(p.price))}</TableCell>
                  <TableCell align="right">{formatBRL(adjustPriceCents(reaisToCents(p.price), percent))}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {valid && data && data.meta.total > data.data.length && <Alert severity="info">Mostrando {data.data.length} de {data.meta.total} produtos; todos serão reajustados.</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={submit} disabled={!valid || isLoading}>
          Aplicar reajuste
        </Button>
      </DialogActions>
    </Dialog>
  );
}

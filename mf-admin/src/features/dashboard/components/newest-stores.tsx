import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { Chip, Link, Typography } from '@comanda/shared/ui/mui';
import { Link as RouterLink } from 'react-router-dom';
import { SUBSCRIPTION_STATUS_LABELS, type PlatformDashboard } from '@comanda/shared/domain';
import { formatDate, formatInteger } from '../../../common/lib/format';
import { STATUS_COLORS } from '../../../common/lib/subscription-status';

/** The stores that joined last: type and city, when, published or not, plan and status, orders so far. */
export function NewestStores({ stores }: { stores: PlatformDashboard['newest_stores'] }) {
  if (stores.length === 0) return <Typography color="text.secondary">Nenhuma loja cadastrada.</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label="Lojas novas">
        <TableHead>
          <TableRow>
            <TableCell>Loja</TableCell>
            <TableCell>Tipo e cidade</TableCell>
            <TableCell>Cadastro</TableCell>
            <TableCell>Vitrine</TableCell>
            <TableCell>Plano</TableCell>
            <TableCell align="right">Pedidos</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {stores.map((store) => (
            <TableRow key={store.id}>
              <TableCell>
                <Link component={RouterLink} to={`/admin/stores/${store.id}`} underline="hover" sx={{ fontWeight: 700 }}>
                  {store.name}
                </Link>
              </TableCell>
              <TableCell>{[store.business_type, store.city].filter(Boolean).join(' · ') || '—'}</TableCell>
              <TableCell>{formatDate(store.created_at)}</TableCell>
              <TableCell>{store.published ? 'Publicada' : 'Não publicada'}</TableCell>
              <TableCell>
                {store.plan ?? '—'}
                {store.status ? <Chip size="small" variant="outlined" color={STATUS_COLORS[store.status]} label={SUBSCRIPTION_STATUS_LABELS[store.status]} sx={{ ml: 1 }} /> : null}
              </TableCell>
              <TableCell align="right">{formatInteger(store.orders)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

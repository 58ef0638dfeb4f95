import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip } from '@mui/material';
import { Box, Chip, IconButton, Link } from '@comanda/shared/ui/mui';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { visuallyHidden } from '@mui/utils';
import { Link as RouterLink } from 'react-router-dom';
import { formatReais } from '@comanda/shared/domain';
import { DisabledReason } from '@comanda/shared/ui';
import type { StoreCoupon } from '../api/coupons-api';
import { couponUsesLabel, couponValidityLabel, couponValueLabel } from '../lib/coupon-labels';

export function CouponsTable({ coupons, onDelete, deleteRefusal = null }: { coupons: StoreCoupon[]; onDelete: (coupon: StoreCoupon) => void; deleteRefusal?: string | null }) {
  return (
    // Positioned, so the absolutely positioned hidden 'Ações' label stays inside the horizontal scroll: otherwise, on a
    // phone, it sits at the end of the (wider) table and widens the page.
    <TableContainer sx={{ position: 'relative' }}>
      <Table size="small" aria-label="Cupons">
        <TableHead>
          <TableRow>
            <TableCell>Código</TableCell>
            <TableCell>Desconto</TableCell>
            <TableCell>Pedido mínimo</TableCell>
            <TableCell>Validade</TableCell>
            <TableCell>Usos</TableCell>
            <TableCell align="right">Desconto dado</TableCell>
            <TableCell align="right">Receita</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Ações
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {coupons.map((coupon) => (
            <TableRow key={coupon.id} hover>
              <TableCell sx={{ fontWeight: 700 }}>
                <Link component={RouterLink} to={`${coupon.id}/edit`} underline="hover" aria-label={`${deleteRefusal ? 'Ver' : 'Editar'} ${coupon.code}`}>
                  {coupon.code}
                </Link>
                {coupon.first_order_only ? <Chip size="small" label="1º pedido" sx={{ ml: 1 }} /> : null}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{couponValueLabel(coupon)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{coupon.min_order_value > 0 ? formatReais(coupon.min_order_value) : '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{couponValidityLabel(coupon)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{couponUsesLabel(coupon)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatReais(coupon.usage.discount_total)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatReais(coupon.usage.revenue)}
              </TableCell>
              <TableCell>
                <Chip size="small" color={coupon.is_active ? 'success' : 'default'} label={coupon.is_active ? 'Ativo' : 'Inativo'} />
              </TableCell>
              <TableCell padding="checkbox">
                {deleteRefusal ? (
                  <DisabledReason reason={deleteRefusal}>
                    <IconButton aria-label={`Excluir ${coupon.code}`} disabled>
                      <DeleteOutlineIcon />
                    </IconButton>
                  </DisabledReason>
                ) : (
                  <Tooltip title="Excluir">
                    <IconButton aria-label={`Excluir ${coupon.code}`} onClick={() => onDelete(coupon)}>
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Tooltip>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

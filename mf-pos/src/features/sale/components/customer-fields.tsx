import { TextField } from '@mui/material';
import { Box, Chip } from '@comanda/shared/ui/mui';
import { isValidCpf, posPhoneSearchable, type PosCustomer } from '@comanda/shared/domain';
import { PhoneField } from '@comanda/shared/ui/forms';
import { usePosCustomersQuery } from '../api/sale-api';

type Props = { storeId: number; value: PosCustomer; onChange: (customer: PosCustomer) => void };

/** Optional customer: the phone finds the store's customer (their history gets the sale), or a new one is named; "CPF na nota". */
export function CustomerFields({ storeId, value, onChange }: Props) {
  const cpfWrong = value.cpf.trim() !== '' && !isValidCpf(value.cpf);
  const searchable = posPhoneSearchable(value.phone);
  const { data: matches = [] } = usePosCustomersQuery({ storeId, phone: value.phone.replace(/\D/g, '') }, { skip: !searchable || Boolean(value.userId) });
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, gap: 1 }}>
      <PhoneField size="small" label="Telefone" value={value.phone} onChange={(e) => onChange({ ...value, phone: e.target.value, userId: null })} />
      <TextField size="small" label="Cliente" value={value.name} onChange={(e) => onChange({ ...value, name: e.target.value })} slotProps={{ htmlInput: { maxLength: 120 } }} />
      <TextField
        size="small"
        label="CPF na nota"
        value={value.cpf}
        error={cpfWrong}
        helperText={cpfWrong ? 'CPF inválido.' : undefined}
        onChange={(e) => onChange({ ...value, cpf: e.target.value.replace(/[^\d.-]/g, '') })}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 14 } }}
      />
      {!value.userId && searchable && matches.length > 0 && (
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, flexWrap: 'wrap' }} aria-label="Clientes encontrados">
          {matches.map((match) => (
            <Chip
              key={`${match.user_id}-${match.name}`}
              color="primary"
              variant="outlined"
              label={`${match.name} · ${match.orders_count} ${match.orders_count === 1 ? 'pedido' : 'pedidos'} — usar`}
              onClick={() => onChange({ ...value, name: match.name, userId: match.user_id })}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

import { Box, TextField } from '@mui/material';
import { isValidCpf, type PosCustomer } from '@comanda/shared/domain';
import { PhoneField } from '@comanda/shared/ui/forms';

type Props = { value: PosCustomer; onChange: (customer: PosCustomer) => void };

/** Optional customer: name, phone (their orders join the store's customers) and "CPF na nota". */
export function CustomerFields({ value, onChange }: Props) {
  const cpfWrong = value.cpf.trim() !== '' && !isValidCpf(value.cpf);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: 1 }}>
      <TextField size="small" label="Cliente" value={value.name} onChange={(e) => onChange({ ...value, name: e.target.value })} slotProps={{ htmlInput: { maxLength: 120 } }} />
      <PhoneField size="small" label="Telefone" value={value.phone} onChange={(e) => onChange({ ...value, phone: e.target.value })} />
      <TextField
        size="small"
        label="CPF na nota"
        value={value.cpf}
        error={cpfWrong}
        helperText={cpfWrong ? 'CPF inválido.' : undefined}
        onChange={(e) => onChange({ ...value, cpf: e.target.value.replace(/[^\d.-]/g, '') })}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 14 } }}
      />
    </Box>
  );
}

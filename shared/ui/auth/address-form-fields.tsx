import { TextField } from '@mui/material';
import { Alert, Box, Button } from '@comanda/shared/ui/mui';
import { CepField, StateField, type MaskedFieldProps } from '../inputs';

export type AddressFieldName = 'cep' | 'address' | 'number' | 'complement' | 'district' | 'city' | 'state';

type GridColumns = { xs: number; sm: number };

const columns = ({ xs, sm }: GridColumns) => ({ gridColumn: { xs: `span ${xs}`, sm: `span ${sm}` } });

export type AddressFormFieldsProps = {
  /** value/onChange/onBlur/error/helperText/id of one field, from the caller's form. */
  field: (name: AddressFieldName) => MaskedFieldProps;
  canSearchCep: boolean;
  onSearchCep: () => void;
  /** 'CEP não encontrado…' and the like, from the CEP lookup. */
  cepMessage: string | null;
};

/**
 * The Brazilian address block (CEP with 'Buscar CEP', street, number, complement, district, city,
 * state) laid out on the caller's 12-column grid; registration and checkout share it.
 */
export function AddressFormFields({ field, canSearchCep, onSearchCep, cepMessage }: AddressFormFieldsProps) {
  return (
    <>
      <CepField {...field('cep')} label="CEP" required sx={columns({ xs: 7, sm: 4 })} />
      <Box sx={{ ...columns({ xs: 5, sm: 3 }), display: 'flex', alignItems: 'flex-start' }}>
        <Button type="button" variant="outlined" fullWidth sx={{ height: 56 }} disabled={!canSearchCep} onClick={onSearchCep}>
          Buscar CEP
        </Button>
      </Box>
      {cepMessage && (
        <Alert severity="warning" sx={columns({ xs: 12, sm: 12 })}>
          {cepMessage}
        </Alert>
      )}
      <TextField {...field('address')} label="Endereço" autoComplete="address-line1" required sx={columns({ xs: 12, sm: 9 })} />
      <TextField {...field('number')} label="Número" required sx={columns({ xs: 5, sm: 3 })} />
      <TextField {...field('complement')} label="Complemento" autoComplete="address-line2" sx={columns({ xs: 7, sm: 6 })} />
      <TextField {...field('district')} label="Bairro" required sx={columns({ xs: 12, sm: 6 })} />
      <TextField {...field('city')} label="Cidade" autoComplete="address-level2" required sx={columns({ xs: 8, sm: 9 })} />
      <StateField {...field('state')} label="Estado" required sx={columns({ xs: 4, sm: 3 })} />
    </>
  );
}

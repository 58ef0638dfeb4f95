import { Box, Button, TextField } from '@mui/material';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { savedAddressSchema } from '@comanda/shared/domain';
import { AddressFormFields, useAddressLookup, type AddressFieldName } from '@comanda/shared/ui/forms';
import { useSaveAddressMutation } from '../api/profile-api';
import { applyServerErrors, formField } from '../lib/form-field';

type Values = { label: string; cep: string; address: string; number: string; complement: string; district: string; city: string; state: string; reference: string };

const EMPTY: Values = { label: '', cep: '', address: '', number: '', complement: '', district: '', city: '', state: '', reference: '' };

export const ADDRESS_SAVED_MESSAGE = 'Endereço salvo.';

/** A new delivery address: 'Buscar CEP' (also on the 8th digit) fills street, district, city and state; geocoded before saving. */
export function AddressForm({ onDone }: { onDone: () => void }) {
  const [save] = useSaveAddressMutation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useFormik<Values>({
    initialValues: EMPTY,
    validationSchema: savedAddressSchema,
    onSubmit: async (values, helpers) => {
      try {
        // Coordinates are optional: a failed geocode saves the address without them.
        const located = await lookup.coordinatesFor(values);
        await save({ ...values, latitude: located?.latitude ?? null, longitude: located?.longitude ?? null }).unwrap();
        enqueueSnackbar(ADDRESS_SAVED_MESSAGE, { variant: 'success' });
        onDone();
      } catch (error) {
        const message = applyServerErrors(error, values, helpers, 'Não foi possível salvar o endereço.');
        if (message) enqueueSnackbar(message, { variant: 'error' });
      }
    },
  });
  const { values } = form;
  const lookup = useAddressLookup({
    fields: { cep: values.cep, address: values.address, number: values.number, district: values.district, city: values.city, state: values.state },
    onFill: (filled) => form.setValues({ ...form.values, ...filled }),
    searchOnCompleteCep: true,
  });
  const field = (name: keyof Values) => formField(form, name, 'new-address');

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Novo endereço" sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(12, minmax(0, 1fr))' }}>
      <TextField {...field('label')} label="Nome do endereço (ex.: Casa, Trabalho)" sx={{ gridColumn: 'span 12' }} />
      <AddressFormFields field={(name: AddressFieldName) => field(name)} canSearchCep={lookup.canSearchCep} onSearchCep={() => void lookup.searchCep()} cepMessage={lookup.cepMessage} />
      <TextField {...field('reference')} label="Ponto de referência" sx={{ gridColumn: 'span 12' }} />
      <Box sx={{ gridColumn: 'span 12', display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={form.isSubmitting}>
          Salvar endereço
        </Button>
        <Button onClick={onDone}>Cancelar</Button>
      </Box>
    </Box>
  );
}

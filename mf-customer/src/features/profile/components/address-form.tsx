import { TextField } from '@mui/material';
import { Box, Button } from '@comanda/shared/ui/mui';
import { useFormik } from 'formik';
import { savedAddressSchema, type SavedAddress } from '@comanda/shared/domain';
import { AddressFormFields, useAddressLookup, type AddressFieldName } from '@comanda/shared/ui/forms';
import { useEditAddressMutation, useSaveAddressMutation } from '../api/profile-api';
import { applyServerErrors, formField } from '../lib/form-field';
import { useToasts } from '@comanda/shared/state';

type Values = { label: string; cep: string; address: string; number: string; complement: string; district: string; city: string; state: string; reference: string };

const EMPTY: Values = { label: '', cep: '', address: '', number: '', complement: '', district: '', city: '', state: '', reference: '' };

export const ADDRESS_SAVED_MESSAGE = 'Endereço salvo.';

const valuesOf = (address: SavedAddress): Values => ({
  label: address.label ?? '',
  cep: address.cep,
  address: address.address,
  number: address.number,
  complement: address.complement ?? '',
  district: address.district,
  city: address.city,
  state: address.state,
  reference: address.reference ?? '',
});

/**
 * A new delivery address, or `editing` one: 'Buscar CEP' (also on the 8th digit) fills street, district, city and
 * state; geocoded before saving.
 */
export function AddressForm({ onDone, editing }: { onDone: () => void; editing?: SavedAddress }) {
  const [save] = useSaveAddressMutation();
  const [edit] = useEditAddressMutation();
  const { enqueueSnackbar } = useToasts();
  const form = useFormik<Values>({
    initialValues: editing ? valuesOf(editing) : EMPTY,
    validationSchema: savedAddressSchema,
    onSubmit: async (values, helpers) => {
      try {
        // Coordinates are optional: a failed geocode saves the address without them (an edit of the same place keeps its pin).
        const located = await lookup.coordinatesFor(values);
        const body = { ...values, latitude: located?.latitude ?? null, longitude: located?.longitude ?? null };
        await (editing ? edit({ ...body, id: editing.id }) : save(body)).unwrap();
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
  const idPrefix = editing ? `address-${editing.id}` : 'new-address';
  const field = (name: keyof Values) => formField(form, name, idPrefix);

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label={editing ? 'Editar endereço' : 'Novo endereço'} sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(12, minmax(0, 1fr))' }}>
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

import { TextField } from '@mui/material';
import { Alert, Box, Button } from '@comanda/shared/ui/mui';
import { useFormik } from 'formik';
import type { AuthUser } from '@comanda/shared/domain';
import { FORM_ERROR_SUMMARY, registrationSchema } from '@comanda/shared/domain';
import { firstFieldErrors, registerUser, useAppDispatch, useToasts } from '@comanda/shared/state';
import { PhoneField } from '../inputs';
import { AddressFormFields } from './address-form-fields';
import { fieldProps, hasErrors } from './form-field-props';
import { useAddressLookup } from './use-address-lookup';

export { CEP_NOT_FOUND_MESSAGE, CEP_UNAVAILABLE_MESSAGE, GEOCODE_DEBOUNCE_MS } from './use-address-lookup';

export const REGISTER_SUCCESS_MESSAGE = 'Cadastro realizado com sucesso!';
export const REGISTER_FAILED_MESSAGE = 'Erro ao realizar cadastro. Tente novamente.';

export type RegisterFormProps = {
  /** Registration from a storefront: sent as store_id (role is always customer). */
  storeId?: number;
  /** Receives null when the server created the account but did not return token and user. */
  onSuccess?: (user: AuthUser | null) => void;
};

const INITIAL_VALUES = {
  name: '',
  email: '',
  phone: '',
  cep: '',
  address: '',
  number: '',
  complement: '',
  district: '',
  city: '',
  state: '',
  password: '',
  password_confirmation: '',
};

type RegisterValues = typeof INITIAL_VALUES;
type FieldName = keyof RegisterValues;

const FIELD_NAMES = Object.keys(INITIAL_VALUES) as FieldName[];

function isFieldName(name: string): name is FieldName {
  return (FIELD_NAMES as string[]).includes(name);
}

/** CSS grid columns (of 12) per field from `sm` up; one column on phones. */
function span(columns: number) {
  return { gridColumn: { xs: 'span 12', sm: `span ${columns}` } };
}

export function RegisterForm({ storeId, onSuccess }: RegisterFormProps) {
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useToasts();
  const formik = useFormik<RegisterValues>({
    initialValues: INITIAL_VALUES,
    validationSchema: registrationSchema,
    onSubmit: async (values, helpers) => {
      const located = await lookup.coordinatesFor(values);
      const result = await dispatch(
        registerUser({
          ...registrationSchema.cast(values),
          role: 'customer',
          ...(storeId !== undefined && { store_id: storeId }),
          ...(located && { current_latitude: located.latitude, current_longitude: located.longitude }),
        }),
      );
      if (registerUser.fulfilled.match(result)) {
        enqueueSnackbar(REGISTER_SUCCESS_MESSAGE, { variant: 'success' });
        onSuccess?.(result.payload);
        return;
      }
      const serverErrors = Object.entries(result.payload ? firstFieldErrors(result.payload) : {}).filter(([field]) =>
        isFieldName(field),
      );
      if (serverErrors.length > 0) helpers.setErrors(Object.fromEntries(serverErrors));
      else enqueueSnackbar(result.payload?.message || REGISTER_FAILED_MESSAGE, { variant: 'error' });
    },
  });

  const { values, setFieldValue } = formik;
  const lookup = useAddressLookup({
    fields: values,
    onFill: (filled) => Promise.all(Object.entries(filled).map(([field, value]) => setFieldValue(field, value, false))),
  });

  const props = (name: FieldName) => ({ ...fieldProps(formik, name), id: `register-${name}`, fullWidth: true });
  const showSummary = formik.submitCount > 0 && hasErrors(formik.errors);

  return (
    <Box
      component="form"
      noValidate
      aria-label="Cadastro"
      onSubmit={formik.handleSubmit}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, 1fr)', gap: 2 }}
    >
      <TextField {...props('name')} label="Nome" autoComplete="name" required sx={span(12)} />
      <TextField {...props('email')} label="E-mail" type="email" autoComplete="email" required sx={span(6)} />
      <PhoneField {...props('phone')} label="Telefone" required sx={span(6)} />
      <AddressFormFields field={props} canSearchCep={lookup.canSearchCep} onSearchCep={() => void lookup.searchCep()} cepMessage={lookup.cepMessage} />
      <TextField {...props('password')} label="Senha" type="password" autoComplete="new-password" required sx={span(6)} />
      <TextField
        {...props('password_confirmation')}
        label="Confirmar senha"
        type="password"
        autoComplete="new-password"
        required
        sx={span(6)}
      />
      {showSummary && (
        <Alert severity="error" sx={span(12)}>
          {FORM_ERROR_SUMMARY}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting} sx={span(12)}>
        Cadastrar
      </Button>
    </Box>
  );
}

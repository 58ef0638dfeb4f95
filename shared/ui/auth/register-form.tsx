import { Alert, Box, Button, TextField } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import type { AuthUser } from '@comanda/shared/domain';
import { FORM_ERROR_SUMMARY, registrationSchema } from '@comanda/shared/domain';
import { onlyDigits } from '@comanda/shared/domain';
import { firstFieldErrors, registerUser, useAppDispatch, useGeocodeMutation, useLazyLookupCepQuery } from '@comanda/shared/state';
import { CepField, PhoneField, StateField } from '../inputs';
import { fieldProps, hasErrors } from './form-field-props';
import { geocodeAddressOf, isAddressComplete } from './registration-address';

export const REGISTER_SUCCESS_MESSAGE = 'Cadastro realizado com sucesso!';
export const REGISTER_FAILED_MESSAGE = 'Erro ao realizar cadastro. Tente novamente.';
export const CEP_NOT_FOUND_MESSAGE = 'CEP não encontrado. Preencha o endereço manualmente.';
export const CEP_UNAVAILABLE_MESSAGE = 'Não foi possível buscar o CEP agora. Preencha o endereço manualmente.';
export const GEOCODE_DEBOUNCE_MS = 800;

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
type Coordinates = { address: string; latitude: number; longitude: number };

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
  const { enqueueSnackbar } = useSnackbar();
  const [lookupCep, { isFetching: isLookingUpCep }] = useLazyLookupCepQuery();
  const [geocode] = useGeocodeMutation();
  const [cepMessage, setCepMessage] = useState<string | null>(null);
  const coordinates = useRef<Coordinates | null>(null);
  const lastGeocoded = useRef<string | null>(null);

  // Coordinates are optional: on any failure the registration goes on without them.
  const locate = useCallback(
    async (address: string): Promise<Coordinates | null> => {
      lastGeocoded.current = address;
      try {
        const result = await geocode({ address }).unwrap();
        if (result.success && typeof result.latitude === 'number' && typeof result.longitude === 'number') {
          coordinates.current = { address, latitude: result.latitude, longitude: result.longitude };
          return coordinates.current;
        }
      } catch {
        // the API already logged it
      }
      return null;
    },
    [geocode],
  );

  const formik = useFormik<RegisterValues>({
    initialValues: INITIAL_VALUES,
    validationSchema: registrationSchema,
    onSubmit: async (values, helpers) => {
      const address = geocodeAddressOf(values);
      const located = coordinates.current?.address === address ? coordinates.current : await locate(address);
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
  const cepDigits = onlyDigits(values.cep);
  const autoAddress = isAddressComplete(values) ? geocodeAddressOf(values) : null;

  useEffect(() => {
    if (!autoAddress || autoAddress === lastGeocoded.current) return undefined;
    const timer = setTimeout(() => {
      if (autoAddress !== lastGeocoded.current) void locate(autoAddress);
    }, GEOCODE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [autoAddress, locate]);

  async function searchCep() {
    setCepMessage(null);
    try {
      const found = await lookupCep(cepDigits).unwrap();
      if ((found as { erro?: unknown }).erro) {
        setCepMessage(CEP_NOT_FOUND_MESSAGE);
        return;
      }
      const filled = {
        address: found.logradouro || values.address,
        district: found.bairro || values.district,
        city: found.localidade || values.city,
        state: found.uf || values.state,
      };
      await Promise.all(Object.entries(filled).map(([field, value]) => setFieldValue(field, value, false)));
      void locate(geocodeAddressOf({ ...values, ...filled }));
    } catch (error) {
      const status = (error as { status?: unknown } | null)?.status;
      setCepMessage(status === 404 ? CEP_NOT_FOUND_MESSAGE : CEP_UNAVAILABLE_MESSAGE);
    }
  }

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
      <CepField {...props('cep')} label="CEP" required sx={span(4)} />
      <Box sx={{ ...span(3), display: 'flex', alignItems: 'flex-start' }}>
        <Button
          type="button"
          variant="outlined"
          onClick={() => void searchCep()}
          disabled={cepDigits.length < 8 || isLookingUpCep}
          sx={{ height: 56 }}
          fullWidth
        >
          Buscar CEP
        </Button>
      </Box>
      {cepMessage && (
        <Alert severity="warning" sx={span(12)}>
          {cepMessage}
        </Alert>
      )}
      <TextField {...props('address')} label="Endereço" autoComplete="address-line1" required sx={span(9)} />
      <TextField {...props('number')} label="Número" required sx={span(3)} />
      <TextField {...props('complement')} label="Complemento" autoComplete="address-line2" sx={span(6)} />
      <TextField {...props('district')} label="Bairro" required sx={span(6)} />
      <TextField {...props('city')} label="Cidade" autoComplete="address-level2" required sx={span(9)} />
      <StateField {...props('state')} label="Estado" required sx={span(3)} />
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

import { useEffect, useState, type ChangeEvent, type MouseEvent, type ReactNode } from 'react';
import { Checkbox, FormControlLabel, FormHelperText, MenuItem, TextField } from '@mui/material';
import { Alert, Box, Button, Divider, FormControl, Link, Typography } from '@comanda/shared/ui/mui';
import { useFormik, type FormikProps } from 'formik';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FORM_ERROR_SUMMARY, SIGNUP_MESSAGES, slugFromName, storeSignupSchema } from '@comanda/shared/domain';
import { firstFieldErrors, setAuthenticatedUser, storeToken, toApiError, tokenReceived, useAppDispatch, useBusinessTypesQuery, useToasts } from '@comanda/shared/state';
import { AddressFormFields, PhoneField, StoreSlugField, useAddressLookup, type AddressFieldName } from '@comanda/shared/ui/forms';
import { usePlatformTermsQuery, useSignUpStoreMutation, useSlugAvailabilityQuery } from './api/store-signup-api';
import { SignupLayout } from './components/signup-layout';
import { TermsDialog, type TermsDocument } from './components/terms-dialog';

export const SIGNUP_FAILED_MESSAGE = 'Não foi possível criar a loja agora. Tente novamente.';

const INITIAL_VALUES = {
  name: '',
  email: '',
  phone: '',
  password: '',
  password_confirmation: '',
  store_name: '',
  business_type: '',
  slug: '',
  whatsapp: '',
  cep: '',
  address: '',
  number: '',
  complement: '',
  district: '',
  city: '',
  state: '',
  accept_terms: false,
  terms_version: '',
};

type SignupValues = typeof INITIAL_VALUES;
type TextFieldName = Exclude<keyof SignupValues, 'accept_terms'>;

const isFieldName = (name: string): name is keyof SignupValues => Object.hasOwn(INITIAL_VALUES, name);

/** CSS grid columns (of 12) from `sm` up; one column on phones. */
const span = (columns: number) => ({ gridColumn: { xs: 'span 12', sm: `span ${columns}` } });

function errorOf(formik: FormikProps<SignupValues>, name: keyof SignupValues): string | undefined {
  const error = formik.touched[name] ? formik.errors[name] : undefined;
  return typeof error === 'string' ? error : undefined;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Divider sx={{ ...span(12), mt: 1 }} />
      <Typography variant="h6" component="h2" sx={span(12)}>
        {title}
      </Typography>
      {children}
    </>
  );
}

/**
 * /cadastre-sua-loja (public): a business joins the platform — the owner's account, the store with its address
 * on the platform, the store's address (from the CEP) and the acceptance of the current terms, in one request.
 * Signed in, the owner lands on the store dashboard, where the setup checklist leads to publishing.
 */
export function StoreSignupPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToasts();
  const { data: businessTypes = [] } = useBusinessTypesQuery();
  const terms = usePlatformTermsQuery();
  const [signUp] = useSignUpStoreMutation();
  const [slugEdited, setSlugEdited] = useState(false);
  const [termsOpen, setTermsOpen] = useState<TermsDocument | null>(null);

  const formik = useFormik<SignupValues>({
    initialValues: INITIAL_VALUES,
    validationSchema: storeSignupSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        const result = await signUp(storeSignupSchema.cast(values)).unwrap();
        // The session is kept exactly as login and registration keep it.
        storeToken(result.token);
        dispatch(tokenReceived(result.token));
        await dispatch(setAuthenticatedUser(result.user));
        enqueueSnackbar(SIGNUP_MESSAGES.created, { variant: 'success' });
        navigate('/store/dashboard', { replace: true });
      } catch (error) {
        const apiError = toApiError(error, SIGNUP_FAILED_MESSAGE);
        const fields = Object.entries(firstFieldErrors(apiError)).filter(([field]) => isFieldName(field));
        if (fields.some(([field]) => field === 'accept_terms' || field === 'terms_version')) {
          // The terms changed since the page opened: fetch the current text and ask for a new acceptance.
          void terms.refetch();
          await helpers.setFieldValue('accept_terms', false, false);
        }
        if (fields.length > 0) helpers.setErrors(Object.fromEntries(fields));
        else helpers.setStatus(apiError.message);
      }
    },
  });
  const { values, setFieldValue } = formik;

  // The version sent is the one whose text the page shows.
  const termsVersion = terms.data?.terms_version;
  useEffect(() => {
    if (termsVersion) void setFieldValue('terms_version', termsVersion, false);
  }, [termsVersion, setFieldValue]);

  const lookup = useAddressLookup({
    fields: values,
    onFill: (filled) => Promise.all(Object.entries(filled).map(([field, value]) => setFieldValue(field, value, false))),
    searchOnCompleteCep: true,
  });

  const field = (name: TextFieldName) => {
    const error = errorOf(formik, name);
    return { id: `signup-${name}`, name, value: values[name], onChange: formik.handleChange, onBlur: formik.handleBlur, error: Boolean(error), helperText: error, fullWidth: true };
  };

  const onStoreNameChange = (event: ChangeEvent<HTMLInputElement>) => {
    formik.handleChange(event);
    if (!slugEdited) void setFieldValue('slug', slugFromName(event.target.value));
  };
  const onSlugChange = (event: ChangeEvent<HTMLInputElement>) => {
    // Erasing the address hands it back to the store name.
    setSlugEdited(event.target.value !== '');
    formik.handleChange(event);
  };
  const applySuggestion = (slug: string) => {
    setSlugEdited(true);
    void setFieldValue('slug', slug);
  };
  const openTerms = (document: TermsDocument) => (event: MouseEvent) => {
    // The links sit inside the checkbox's label: reading must not tick it.
    event.preventDefault();
    event.stopPropagation();
    setTermsOpen(document);
  };

  const termsError = errorOf(formik, 'accept_terms') ?? errorOf(formik, 'terms_version');
  const showSummary = formik.submitCount > 0 && Object.values(formik.errors).some(Boolean);

  return (
    <SignupLayout
      title="Cadastre sua loja"
      subtitle="Crie sua conta e a loja em poucos minutos. Depois, monte o cardápio no painel e publique quando estiver pronta."
      footer={
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <span>
            Já tem conta?{' '}
            <Link component={RouterLink} to="/login">
              Entrar
            </Link>
          </span>
          <span>
            Quer só fazer pedidos?{' '}
            <Link component={RouterLink} to="/register">
              Criar conta de cliente
            </Link>
          </span>
        </Box>
      }
    >
      <Box component="form" noValidate aria-label="Cadastro da loja" onSubmit={formik.handleSubmit} sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, 1fr)', gap: 2 }}>
        <Typography variant="h6" component="h2" sx={span(12)}>
          Seus dados
        </Typography>
        <TextField {...field('name')} label="Seu nome" autoComplete="name" required sx={span(12)} />
        <TextField {...field('email')} label="E-mail" type="email" autoComplete="email" required sx={span(6)} />
        <PhoneField {...field('phone')} label="Telefone" required sx={span(6)} />
        <TextField {...field('password')} label="Senha" type="password" autoComplete="new-password" required sx={span(6)} />
        <TextField {...field('password_confirmation')} label="Confirmar senha" type="password" autoComplete="new-password" required sx={span(6)} />

        <Section title="Sua loja">
          <TextField {...field('store_name')} onChange={onStoreNameChange} label="Nome da loja" autoComplete="organization" required sx={span(7)} />
          <TextField {...field('business_type')} onBlur={undefined} select label="Tipo de negócio" required sx={span(5)}>
            {businessTypes.map((type) => (
              <MenuItem key={type.slug} value={type.slug}>
                {type.name}
              </MenuItem>
            ))}
          </TextField>
          <StoreSlugField
            useAvailability={useSlugAvailabilityQuery}
            id="signup-slug"
            name="slug"
            label="Endereço da loja"
            required
            fullWidth
            value={values.slug}
            onChange={onSlugChange}
            onBlur={formik.handleBlur}
            fieldError={errorOf(formik, 'slug')}
            onUseSuggestion={applySuggestion}
            sx={span(12)}
          />
          <PhoneField {...field('whatsapp')} label="WhatsApp da loja" required sx={span(6)} />
        </Section>

        <Section title="Endereço">
          <AddressFormFields
            field={(name: AddressFieldName) => field(name)}
            canSearchCep={lookup.canSearchCep}
            onSearchCep={() => void lookup.searchCep()}
            cepMessage={lookup.cepMessage}
          />
        </Section>

        <Divider sx={{ ...span(12), mt: 1 }} />
        <FormControl error={Boolean(termsError)} sx={span(12)}>
          <FormControlLabel
            control={<Checkbox name="accept_terms" checked={values.accept_terms} onChange={(event) => void setFieldValue('accept_terms', event.target.checked)} />}
            label={
              <>
                Li e aceito os{' '}
                <Link component="button" type="button" onClick={openTerms('terms')} sx={{ verticalAlign: 'baseline' }}>
                  termos de uso
                </Link>{' '}
                e a{' '}
                <Link component="button" type="button" onClick={openTerms('privacy')} sx={{ verticalAlign: 'baseline' }}>
                  política de privacidade
                </Link>
              </>
            }
          />
          {termsError && <FormHelperText>{termsError}</FormHelperText>}
          {terms.isError && <FormHelperText error>Não foi possível carregar os termos de uso. Recarregue a página.</FormHelperText>}
        </FormControl>

        {typeof formik.status === 'string' && (
          <Alert severity="error" sx={span(12)}>
            {formik.status}
          </Alert>
        )}
        {showSummary && (
          <Alert severity="error" sx={span(12)}>
            {FORM_ERROR_SUMMARY}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting} sx={span(12)}>
          {formik.isSubmitting ? 'Criando sua loja…' : 'Criar minha loja'}
        </Button>
      </Box>
      <TermsDialog
        open={termsOpen}
        terms={terms.data}
        onClose={() => setTermsOpen(null)}
        onAccept={() => {
          void setFieldValue('accept_terms', true);
          setTermsOpen(null);
        }}
      />
    </SignupLayout>
  );
}

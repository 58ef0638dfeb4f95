import { Card, CardContent, TextField } from '@mui/material';
import { Alert, Box, Button, Chip, Stack, Typography } from '@comanda/shared/ui/mui';
import { useFormik } from 'formik';
import { DEFAULT_PIX_EXPIRY_MINUTES, pixPayWithinLabel, pixProviderSchema, roleMay, type PixProviderView } from '@comanda/shared/domain';
import { firstFieldErrors, toApiError, useActiveStoreId, useAuth, useToasts } from '@comanda/shared/state';
import { usePixProviderQuery, useRemovePixProviderMutation, useSavePixProviderMutation, type SavePixProviderBody } from './api/pix-provider-api';

type Values = Omit<SavePixProviderBody, 'expiry_minutes'> & { expiry_minutes: string | number };

const valuesOf = (view: PixProviderView | undefined): Values => ({
  base_url: view?.base_url ?? '',
  client_id: view?.client_id ?? '',
  client_secret: '',
  pix_key: view?.pix_key ?? '',
  webhook_secret: '',
  expiry_minutes: view?.expiry_minutes ?? DEFAULT_PIX_EXPIRY_MINUTES,
});

/** "Configurado": a saved secret is never shown (the API does not return it); typing a new one replaces it. */
const secretHelper = (set: boolean | undefined, helper: string) => (set ? 'Configurado. Deixe em branco para manter.' : helper);

/**
 * "PIX automático (API Pix)" of the settings page, owner only: the store's bank (PSP) credentials. With them each PIX
 * order gets its own charge with a deadline, and the bank's webhook marks the order paid; without them the checkout
 * keeps the static code of the store's PIX key.
 */
export function PixProviderSection({ storeId: storeIdProp }: { storeId?: number }) {
  const { user } = useAuth();
  const activeStoreId = useActiveStoreId();
  const storeId = storeIdProp ?? activeStoreId ?? 0;
  const owner = roleMay(user?.role, 'payments.manage');
  const { data, isError } = usePixProviderQuery(storeId, { skip: !storeId || !owner });
  const [save] = useSavePixProviderMutation();
  const [remove, removing] = useRemovePixProviderMutation();
  const { enqueueSnackbar } = useToasts();
  const view = data?.data;
  const formik = useFormik<Values>({
    enableReinitialize: true,
    initialValues: valuesOf(view),
    validate: async (values) => {
      try {
        await pixProviderSchema({ client: Boolean(view?.client_secret_set), webhook: Boolean(view?.webhook_secret_set) }).validate(values, { abortEarly: false });
        return {};
      } catch (err) {
        const inner = (err as { inner?: { path?: string; message: string }[] }).inner ?? [];
        return Object.fromEntries(inner.filter((e) => e.path).map((e) => [e.path, e.message]));
      }
    },
    onSubmit: async (values, helpers) => {
      try {
        await save({ storeId, body: { ...values, expiry_minutes: Number(values.expiry_minutes) } }).unwrap();
        enqueueSnackbar('PIX automático conectado: o banco confirmou as credenciais.', { variant: 'success' });
      } catch (error) {
        const apiError = toApiError(error, 'Não foi possível salvar o PIX automático.');
        const fields = firstFieldErrors(apiError);
        if (Object.keys(fields).length > 0) helpers.setErrors(fields);
        else enqueueSnackbar(apiError.message, { variant: 'error' });
      }
    },
  });
  if (!owner) return null;

  const field = (name: keyof Values, label: string, helper: string, extra: { type?: string; autoComplete?: string } = {}) => (
    <TextField
      id={`pix-provider-${name}`}
      name={name}
      label={label}
      type={extra.type ?? 'text'}
      autoComplete={extra.autoComplete ?? 'off'}
      value={formik.values[name]}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      error={Boolean(formik.touched[name] && formik.errors[name])}
      helperText={(formik.touched[name] && formik.errors[name]) || helper}
      fullWidth
    />
  );
  const minutes = Number(formik.values.expiry_minutes) || DEFAULT_PIX_EXPIRY_MINUTES;

  return (
    <Card component="section" aria-labelledby="pix-provider-title" variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography id="pix-provider-title" variant="h6" component="h2">
            PIX automático (API Pix)
          </Typography>
          <Chip size="small" color={view?.configured ? 'success' : 'default'} label={view?.configured ? 'Conectado' : 'Desligado'} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Com as credenciais da API Pix do seu banco, cada pedido em PIX ganha uma cobrança própria com prazo ({pixPayWithinLabel(minutes).toLowerCase()}) e o
          pedido aparece como <strong>Pago</strong> assim que o banco confirma. Sem elas, o cliente paga pelo código estático da sua chave PIX e você confere o
          pagamento no banco.
        </Typography>
        {isError && <Alert severity="error">Não foi possível carregar o PIX automático.</Alert>}
        <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label="PIX automático (API Pix)" sx={{ display: 'grid', gap: 2 }}>
          {field('base_url', 'Endereço da API Pix', 'Ex.: https://pix.seubanco.com.br/api/v2')}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {field('client_id', 'Client ID', 'Fornecido pelo banco')}
            {field('client_secret', 'Client Secret', secretHelper(view?.client_secret_set, 'Fornecido pelo banco'), { type: 'password', autoComplete: 'new-password' })}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {field('pix_key', 'Chave PIX no banco', 'A chave que recebe as cobranças')}
            {field('webhook_secret', 'Segredo do webhook', secretHelper(view?.webhook_secret_set, 'O mesmo configurado no banco (mínimo 16 caracteres)'), { type: 'password', autoComplete: 'new-password' })}
          </Stack>
          <TextField
            id="pix-provider-expiry_minutes"
            name="expiry_minutes"
            label="Prazo para pagar (minutos)"
            type="number"
            value={formik.values.expiry_minutes}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={Boolean(formik.touched.expiry_minutes && formik.errors.expiry_minutes)}
            helperText={(formik.touched.expiry_minutes && formik.errors.expiry_minutes) || 'Depois dele o pedido não pago é cancelado e o cliente é avisado'}
            slotProps={{ htmlInput: { min: 5, max: 1440, step: 1, inputMode: 'numeric' } }}
            sx={{ maxWidth: 320 }}
          />
          {view?.webhook_url && (
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              Webhook cadastrado no banco: <code>{view.webhook_url}</code>
            </Typography>
          )}
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
              {view?.configured ? 'Salvar PIX automático' : 'Conectar PIX automático'}
            </Button>
            {view?.configured && (
              <Button
                color="error"
                disabled={removing.isLoading}
                onClick={() =>
                  void remove(storeId)
                    .unwrap()
                    .then(() => enqueueSnackbar('PIX automático desligado: os próximos pedidos usam o código estático.', { variant: 'success' }))
                    .catch(() => enqueueSnackbar('Não foi possível desligar o PIX automático.', { variant: 'error' }))
                }
              >
                Desligar
              </Button>
            )}
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}

import { Card, CardContent, TextField } from '@mui/material';
import { Alert, Box, Button, Stack, Typography } from '@comanda/shared/ui/mui';
import { useFormik } from 'formik';
import { ESCALATION_MESSAGES, escalationSettingsSchema, type EscalationSettings } from '@comanda/shared/domain';
import { firstFieldErrors, toApiError, useActiveStoreId, useToasts } from '@comanda/shared/state';
import { useEscalationQuery, useSaveEscalationMutation } from './api/escalation-api';

/** Formik keeps a number input's value as a number once typed in, '' when empty. */
type Values = { alert_after_minutes: string | number; auto_cancel_after_minutes: string | number };

const toField = (value: number | null) => (value === null ? '' : String(value));
const toNumber = (value: string | number) => (String(value).trim() === '' ? null : Number(value));

/**
 * "Escalonamento de pedidos novos" of the settings page: alert the owner and managers by e-mail when a
 * new order waits N minutes, cancel it after M (a job on the server, scheduled with each order).
 */
export function EscalationSection({ storeId: storeIdProp }: { storeId?: number }) {
  const activeStoreId = useActiveStoreId();
  const storeId = storeIdProp ?? activeStoreId ?? 0;
  const { data, isLoading, isError } = useEscalationQuery(storeId, { skip: !storeId });
  const [save] = useSaveEscalationMutation();
  const { enqueueSnackbar } = useToasts();
  const formik = useFormik<Values>({
    enableReinitialize: true,
    initialValues: { alert_after_minutes: toField(data?.data.alert_after_minutes ?? null), auto_cancel_after_minutes: toField(data?.data.auto_cancel_after_minutes ?? null) },
    validate: async (values) => {
      try {
        await escalationSettingsSchema.validate(values, { abortEarly: false });
        return {};
      } catch (err) {
        const inner = (err as { inner?: { path?: string; message: string }[] }).inner ?? [];
        return Object.fromEntries(inner.filter((e) => e.path).map((e) => [e.path, e.message]));
      }
    },
    onSubmit: async (values, helpers) => {
      const body: EscalationSettings = { alert_after_minutes: toNumber(values.alert_after_minutes), auto_cancel_after_minutes: toNumber(values.auto_cancel_after_minutes) };
      try {
        await save({ storeId, ...body }).unwrap();
        enqueueSnackbar(ESCALATION_MESSAGES.saved, { variant: 'success' });
      } catch (error) {
        const apiError = toApiError(error, 'Não foi possível salvar o escalonamento.');
        const fields = firstFieldErrors(apiError);
        if (Object.keys(fields).length > 0) helpers.setErrors(fields);
        else enqueueSnackbar(apiError.message, { variant: 'error' });
      }
    },
  });
  const field = (name: keyof Values, label: string, helper: string) => (
    <TextField
      id={`escalation-${name}`}
      name={name}
      label={label}
      type="number"
      value={formik.values[name]}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      error={Boolean(formik.touched[name] && formik.errors[name])}
      helperText={(formik.touched[name] && formik.errors[name]) || helper}
      slotProps={{ htmlInput: { min: 1, max: 1440, step: 1, inputMode: 'numeric' } }}
      fullWidth
    />
  );

  return (
    <Card component="section" aria-labelledby="escalation-title" variant="outlined">
      <CardContent>
        <Typography id="escalation-title" variant="h6" component="h2" gutterBottom>
          Pedidos não aceitos
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Se um pedido novo ficar aguardando, avisamos o proprietário e os gerentes por e-mail e, depois, cancelamos o pedido e avisamos o cliente. Deixe em branco para desligar.
        </Typography>
        {isError && <Alert severity="error">Não foi possível carregar o escalonamento.</Alert>}
        <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label="Escalonamento de pedidos novos">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {field('alert_after_minutes', 'Avisar por e-mail após (minutos)', 'Ex.: 10')}
            {field('auto_cancel_after_minutes', 'Cancelar automaticamente após (minutos)', 'Deve ser maior que o aviso')}
          </Stack>
          <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={isLoading || formik.isSubmitting}>
            Salvar escalonamento
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

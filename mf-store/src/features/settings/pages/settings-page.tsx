import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@comanda/shared/ui/mui';
import { Formik, type FormikHelpers } from 'formik';
import type { StoreSettings } from '@comanda/shared/domain';
import { firstFieldErrors, toApiError, useActiveStoreId, useToasts } from '@comanda/shared/state';
import { useSaveStoreSettingsMutation, useStoreSettingsQuery } from '../api/settings-api';
import { ActivityLogSection } from '../components/activity-log-section';
import { DeliverySection } from '../components/delivery-section';
import { DisplaySection } from '../components/display-section';
import { HolidaysSection } from '../components/holidays-section';
import { OpeningHoursSection } from '../components/opening-hours-section';
import { OrderingSection } from '../components/ordering-section';
import { PauseSection } from '../components/pause-section';
import { PosSection } from '../components/pos-section';
import { ScheduledOrdersSection } from '../components/scheduled-orders-section';
import { formValuesOf, requestOf, validateSettings, type FlatErrors, type SettingsFormValues } from '../lib/settings-form';

/**
 * /store/settings: hours, holidays, the orders pause, ordering and payment, PIX, delivery, display and limits, and the activity
 * log. `escalation` is the "Pedidos não aceitos" section, owned by the escalation feature and passed in by screens.tsx.
 */
export function SettingsPage({ escalation }: { escalation?: ReactNode }) {
  const storeId = useActiveStoreId();
  return (
    <Box component="section" aria-labelledby="page-title" sx={{ maxWidth: 1100 }}>
      <Typography id="page-title" variant="h4" component="h1" sx={{ mb: 2 }}>
        Configurações
      </Typography>
      {storeId === null ? <Alert severity="warning">Sua conta não está vinculada a uma loja.</Alert> : <StoreSettingsScreen storeId={storeId} escalation={escalation} />}
    </Box>
  );
}

function StoreSettingsScreen({ storeId, escalation }: { storeId: number; escalation?: ReactNode }) {
  const { data, error, isLoading, refetch } = useStoreSettingsQuery(storeId);
  if (isLoading) return <CircularProgress aria-label="Carregando configurações" />;
  if (error || !data)
    return (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>Tentar novamente</Button>}>
        {toApiError(error, 'Não foi possível carregar as configurações.').message}
      </Alert>
    );
  return (
    <Stack spacing={3} sx={{ pb: 10 }}>
      <PauseSection storeId={storeId} settings={data} />
      <SettingsForm storeId={storeId} settings={data} />
      {escalation}
      <ActivityLogSection storeId={storeId} />
    </Stack>
  );
}

function SettingsForm({ storeId, settings }: { storeId: number; settings: StoreSettings }) {
  const [save] = useSaveStoreSettingsMutation();
  const { enqueueSnackbar } = useToasts();

  async function submit(values: SettingsFormValues, helpers: FormikHelpers<SettingsFormValues>) {
    try {
      const saved = await save({ storeId, body: requestOf(values) }).unwrap();
      helpers.resetForm({ values: formValuesOf(saved) });
      enqueueSnackbar('Configurações salvas', { variant: 'success' });
    } catch (err) {
      const apiError = toApiError(err, 'Não foi possível salvar as configurações.');
      helpers.setErrors(firstFieldErrors(apiError) as never);
      enqueueSnackbar(apiError.message, { variant: 'error' });
    }
  }

  return (
    <Formik<SettingsFormValues> initialValues={formValuesOf(settings)} validate={validateSettings} validateOnChange={false} onSubmit={submit} enableReinitialize={false}>
      {(formik) => {
        const errors = formik.errors as unknown as FlatErrors;
        const section = { values: formik.values, errors, setFieldValue: (field: string, value: unknown) => void formik.setFieldValue(field, value) };
        const count = Object.keys(errors).length;
        return (
          <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label="Configurações da loja">
            <Stack spacing={3}>
              <OpeningHoursSection {...section} />
              <HolidaysSection {...section} />
              <OrderingSection {...section} />
              <ScheduledOrdersSection {...section} />
              <DeliverySection {...section} />
              <DisplaySection {...section} />
              <PosSection {...section} />
            </Stack>
            <Box
              sx={{
                position: 'sticky',
                bottom: 0,
                mt: 2,
                py: 1.5,
                // Room for the floating sound button of the new-order alert at the bottom right.
                pr: 8,
                display: 'flex',
                gap: 2,
                alignItems: 'center',
                justifyContent: 'flex-end',
                flexWrap: 'wrap',
                bgcolor: 'background.default',
                borderTop: 1,
                borderColor: 'divider',
                zIndex: 1,
              }}
            >
              {count > 0 && (
                <Alert severity="error" sx={{ py: 0 }}>
                  {count === 1 ? 'Corrija 1 campo' : `Corrija ${count} campos`} antes de salvar.
                </Alert>
              )}
              <Button onClick={() => formik.resetForm()} disabled={!formik.dirty || formik.isSubmitting}>
                Descartar
              </Button>
              <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
                Salvar configurações
              </Button>
            </Box>
          </Box>
        );
      }}
    </Formik>
  );
}

import { FormControlLabel, Switch } from '@mui/material';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@comanda/shared/ui/mui';
import AddIcon from '@mui/icons-material/Add';
import { Formik, type FormikHelpers } from 'formik';
import { BRL_INPUT, DELIVERY_RATES_RULES_TEXT, MAX_PER_KM, MAX_SURCHARGE, MAX_SURCHARGES, type DeliveryRatesSettings } from '@comanda/shared/domain';
import { firstFieldErrors, toApiError, useActiveStoreId, useToasts } from '@comanda/shared/state';
import { CurrencyField } from '@comanda/shared/ui/forms';
import { SectionCard } from '@comanda/shared/ui';
import { useDeliveryRatesQuery, useSaveDeliveryRatesMutation } from '../api/delivery-rates-api';
import { SurchargeRow } from '../components/surcharge-row';
import { NEW_SURCHARGE, ratesRequestOf, ratesValuesOf, validateRates, type RatesErrors, type RatesFormValues } from '../lib/rates-form';

/** /store/delivery/rates: free above a value, per km, surcharges by time window and the rain mode. `refusal`: why the plan keeps them read-only now. */
export function DeliveryRatesScreen({ refusal = null }: { refusal?: string | null }) {
  const storeId = useActiveStoreId();
  return (
    <Box component="section" aria-labelledby="page-title" sx={{ maxWidth: 1100 }}>
      <Typography id="page-title" variant="h4" component="h1" sx={{ mb: 2 }}>
        Taxas de entrega
      </Typography>
      {storeId === null ? <Alert severity="warning">Sua conta não está vinculada a uma loja.</Alert> : <RatesLoader storeId={storeId} refusal={refusal} />}
    </Box>
  );
}

function RatesLoader({ storeId, refusal }: { storeId: number; refusal: string | null }) {
  const { data, error, isLoading, refetch } = useDeliveryRatesQuery(storeId);
  if (isLoading) return <CircularProgress aria-label="Carregando taxas de entrega" />;
  if (error || !data) {
    return (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>Tentar novamente</Button>}>
        {toApiError(error, 'Não foi possível carregar as taxas de entrega.').message}
      </Alert>
    );
  }
  return <RatesForm storeId={storeId} rates={data} refusal={refusal} />;
}

const sectionId = (title: string) => `rates-${title.toLowerCase().replace(/\W+/g, '-')}`;

function RatesForm({ storeId, rates, refusal }: { storeId: number; rates: DeliveryRatesSettings; refusal: string | null }) {
  const [save] = useSaveDeliveryRatesMutation();
  const { enqueueSnackbar } = useToasts();
  const readOnly = Boolean(refusal);

  async function submit(values: RatesFormValues, helpers: FormikHelpers<RatesFormValues>) {
    try {
      const saved = await save({ storeId, body: ratesRequestOf(values) }).unwrap();
      helpers.resetForm({ values: ratesValuesOf(saved) });
      enqueueSnackbar('Taxas de entrega salvas', { variant: 'success' });
    } catch (err) {
      const apiError = toApiError(err, 'Não foi possível salvar as taxas de entrega.');
      helpers.setErrors(firstFieldErrors(apiError) as never);
      enqueueSnackbar(apiError.message, { variant: 'error' });
    }
  }

  return (
    <Formik<RatesFormValues> initialValues={ratesValuesOf(rates)} validate={validateRates} validateOnChange={false} validateOnBlur={false} onSubmit={submit}>
      {(formik) => {
        const errors = formik.errors as unknown as RatesErrors;
        const { values } = formik;
        const set = (field: string, value: unknown) => void formik.setFieldValue(field, value);
        return (
          <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label="Taxas de entrega">
            <Stack spacing={3}>
              {refusal && <Alert severity="warning">{refusal}</Alert>}
              <SectionCard id={sectionId('Modo chuva')} title="Modo chuva" description={DELIVERY_RATES_RULES_TEXT.rain} highlight={values.rainMode}>
                <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
                  <FormControlLabel
                    control={<Switch checked={values.rainMode} onChange={(e) => set('rainMode', e.target.checked)} disabled={readOnly} size="medium" />}
                    label={<Typography sx={{ fontWeight: 700, fontSize: 18 }}>{values.rainMode ? 'Modo chuva ligado' : 'Modo chuva desligado'}</Typography>}
                  />
                  <CurrencyField
                    label="Acréscimo de chuva"
                    value={values.rainSurcharge}
                    onValueChange={(value) => set('rainSurcharge', value)}
                    options={{ ...BRL_INPUT, allowBlank: true, max: MAX_SURCHARGE }}
                    error={Boolean(errors.rainSurcharge)}
                    helperText={errors.rainSurcharge ?? 'Somado a toda entrega enquanto o modo chuva estiver ligado'}
                    disabled={readOnly}
                  />
                </Box>
              </SectionCard>

              <SectionCard id={sectionId('Entrega grátis')} title="Entrega grátis" description={DELIVERY_RATES_RULES_TEXT.free}>
                <CurrencyField
                  label="Entrega grátis a partir de"
                  value={values.minFreeDeliveryValue}
                  onValueChange={(value) => set('minFreeDeliveryValue', value)}
                  options={{ ...BRL_INPUT, allowBlank: true }}
                  error={Boolean(errors.minFreeDeliveryValue)}
                  helperText={errors.minFreeDeliveryValue ?? 'Em branco = sempre cobra a entrega'}
                  disabled={readOnly}
                />
              </SectionCard>

              <SectionCard id={sectionId('Valor por km')} title="Valor por km" description={DELIVERY_RATES_RULES_TEXT.perKm}>
                <CurrencyField
                  label="Valor por km"
                  value={values.perKm}
                  onValueChange={(value) => set('perKm', value)}
                  options={{ ...BRL_INPUT, allowBlank: true, max: MAX_PER_KM }}
                  error={Boolean(errors.perKm)}
                  helperText={errors.perKm ?? 'Em branco = sem cobrança por km'}
                  disabled={readOnly}
                />
              </SectionCard>

              <SectionCard id={sectionId('Acréscimos por horário')} title="Acréscimos por horário" description={DELIVERY_RATES_RULES_TEXT.surcharges}>
                {values.surcharges.length === 0 && <Typography color="text.secondary">Nenhum acréscimo por horário.</Typography>}
                {values.surcharges.map((surcharge, index) => (
                  <SurchargeRow
                    key={index}
                    index={index}
                    value={surcharge}
                    errors={errors}
                    disabled={readOnly}
                    onChange={(next) => set(`surcharges.${index}`, next)}
                    onRemove={() =>
                      set(
                        'surcharges',
                        values.surcharges.filter((_, i) => i !== index),
                      )
                    }
                  />
                ))}
                <Button
                  startIcon={<AddIcon />}
                  sx={{ mt: 1 }}
                  onClick={() => set('surcharges', [...values.surcharges, { ...NEW_SURCHARGE }])}
                  disabled={readOnly || values.surcharges.length >= MAX_SURCHARGES}
                >
                  Adicionar acréscimo
                </Button>
              </SectionCard>
            </Stack>
            <Box sx={{ position: 'sticky', bottom: 0, mt: 2, py: 1.5, pr: 8, display: 'flex', gap: 2, justifyContent: 'flex-end', alignItems: 'center', bgcolor: 'background.default', borderTop: 1, borderColor: 'divider', zIndex: 1 }}>
              {Object.keys(errors).length > 0 && (
                <Alert severity="error" sx={{ py: 0 }}>
                  Corrija os campos destacados antes de salvar.
                </Alert>
              )}
              <Button onClick={() => formik.resetForm()} disabled={!formik.dirty || formik.isSubmitting}>
                Descartar
              </Button>
              <Button type="submit" variant="contained" disabled={formik.isSubmitting || readOnly}>
                Salvar taxas
              </Button>
            </Box>
          </Box>
        );
      }}
    </Formik>
  );
}

import { useEffect, useRef, useState } from 'react';
import { FormControlLabel, FormLabel, MenuItem, Radio, RadioGroup, TextField } from '@mui/material';
import { Alert, Box, Button, CircularProgress, FormControl, Paper, Stack, Typography } from '@comanda/shared/ui/mui';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useNavigate, useParams } from 'react-router-dom';
import {
  BILLING_CYCLES,
  billingDataSchema,
  formatBRL,
  formatReais,
  planPriceCents,
  reaisToCents,
  type AdminSubscriptionDetails,
  type BillingCycle,
  type BillingDataInput,
  type Plan,
  type PlanChangeQuote,
} from '@comanda/shared/domain';
import { toApiError, useToasts } from '@comanda/shared/state';
import { useAdminPlansQuery } from '../../../common/api/plans-api';
import { PageHeader } from '../../../common/components/page-header';
import { apiFormErrors, schemaErrors } from '../../../common/lib/form-errors';
import { useAdminSubscriptionQuery, useChangeSubscriptionPlanMutation, useQuotePlanChangeMutation, useSaveBillingDataMutation } from '../api/subscriptions-api';
import { cycleLabel, formatDocument, priceLabel } from '../lib/subscription-format';

const priceOf = (plan: Plan, cycle: BillingCycle) => formatBRL(planPriceCents({ price_monthly_cents: reaisToCents(plan.price_monthly), price_yearly_cents: reaisToCents(plan.price_yearly) }, cycle));

function QuoteLines({ quote }: { quote: PlanChangeQuote }) {
  const lines: [string, string][] = [];
  if (quote.credit_cents > 0 || quote.charge_cents > 0) {
    lines.push(['Dias restantes no período', `${quote.days_left} de ${quote.days_in_period}`]);
    lines.push(['Crédito do plano atual', formatBRL(quote.credit_cents)]);
    lines.push(['Novo plano nesses dias', formatBRL(quote.charge_cents)]);
  }
  lines.push(['A pagar agora', formatBRL(quote.amount_due_cents)]);
  if (quote.carried_credit_cents > 0) lines.push(['Crédito para a próxima fatura', formatBRL(quote.carried_credit_cents)]);
  return (
    <Box component="dl" aria-label="Cálculo proporcional" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'max-content auto', columnGap: 2, rowGap: 0.25 }}>
      {lines.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 700 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The plan and the cycle: the proration is asked of the server (the same quote the change applies) before confirming. */
function PlanChangeForm({ sub, plans }: { sub: AdminSubscriptionDetails; plans: Plan[] }) {
  const [planId, setPlanId] = useState(sub.plan.id);
  const [cycle, setCycle] = useState<BillingCycle>(sub.billing_cycle);
  const [quote, { data: quoted, error: quoteError, reset }] = useQuotePlanChangeMutation();
  const [change, changing] = useChangeSubscriptionPlanMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToasts();
  const changed = planId !== sub.plan.id || cycle !== sub.billing_cycle;
  const choices = plans.filter((p) => !p.is_retired || p.id === sub.plan.id);
  const chosen = plans.find((p) => p.id === planId);

  // Ask for the quote whenever the choice changes. The mutation's `reset` changes identity with every request, so
  // the effect reads both functions from a ref instead of depending on them (it would ask again and again).
  const quoting = useRef({ quote, reset });
  quoting.current = { quote, reset };
  useEffect(() => {
    setFailure(null);
    if (!changed) {
      quoting.current.reset();
      return;
    }
    void quoting.current.quote({ id: sub.id, body: { plan_id: planId, billing_cycle: cycle } });
  }, [changed, planId, cycle, sub.id]);

  async function submit() {
    setFailure(null);
    try {
      const result = await change({ id: sub.id, body: { plan_id: planId, billing_cycle: cycle } }).unwrap();
      enqueueSnackbar(result.quote.statement, { variant: 'success' });
      if (result.warning) enqueueSnackbar(result.warning, { variant: 'warning' });
      navigate(`/admin/subscriptions/${sub.id}`);
    } catch (err) {
      setFailure(toApiError(err, 'Não foi possível mudar o plano.').message);
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="plan-change-title">
      <Typography id="plan-change-title" variant="h6" component="h2">
        Plano e ciclo
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Hoje: {sub.plan.name}, {cycleLabel(sub.billing_cycle).toLowerCase()} ({priceLabel(sub.price, sub.billing_cycle)}). A mudança vale na hora: os dias restantes de um
        período pago são calculados proporcionalmente.
      </Typography>
      <Stack spacing={2}>
        <TextField select label="Plano" value={planId} onChange={(e) => setPlanId(Number(e.target.value))} sx={{ maxWidth: 360 }}>
          {choices.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.is_retired ? `${p.name} (aposentado)` : p.name}
            </MenuItem>
          ))}
        </TextField>
        <FormControl>
          <FormLabel id="cycle-label">Ciclo de cobrança</FormLabel>
          <RadioGroup row aria-labelledby="cycle-label" value={cycle} onChange={(e) => setCycle(e.target.value as BillingCycle)}>
            {BILLING_CYCLES.map((c) => (
              <FormControlLabel key={c} value={c} control={<Radio />} label={chosen ? `${cycleLabel(c)} (${priceOf(chosen, c)})` : cycleLabel(c)} />
            ))}
          </RadioGroup>
        </FormControl>
        {changed && quoted ? (
          <Alert severity="info">
            {quoted.statement}
            <QuoteLines quote={quoted} />
          </Alert>
        ) : null}
        {changed && quoteError ? <Alert severity="error">{toApiError(quoteError, 'Não foi possível calcular a mudança.').message}</Alert> : null}
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <Box>
          <Button variant="contained" onClick={() => void submit()} disabled={!changed || changing.isLoading || Boolean(quoteError)}>
            Mudar plano
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

const validateBilling = (values: BillingDataInput) => schemaErrors<BillingDataInput>(billingDataSchema, { document: values.document.trim(), email: values.email.trim() });

function BillingForm({ sub }: { sub: AdminSubscriptionDetails }) {
  const [save] = useSaveBillingDataMutation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToasts();
  async function submit(values: BillingDataInput, helpers: FormikHelpers<BillingDataInput>) {
    helpers.setStatus(undefined);
    try {
      await save({ id: sub.id, body: { document: values.document.trim(), email: values.email.trim() } }).unwrap();
      enqueueSnackbar('Dados de cobrança salvos.', { variant: 'success' });
      navigate(`/admin/subscriptions/${sub.id}`);
    } catch (err) {
      const apiError = toApiError(err, 'Não foi possível salvar os dados de cobrança.');
      helpers.setErrors(apiFormErrors<BillingDataInput>(apiError));
      helpers.setStatus(apiError.message);
    }
  }
  const initial: BillingDataInput = { document: sub.billing_document ? formatDocument(sub.billing_document) : '', email: sub.billing_email ?? '' };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="billing-title">
      <Typography id="billing-title" variant="h6" component="h2">
        Dados de cobrança
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Quem paga as faturas no gateway de pagamento (boleto, PIX ou cartão). Sem CPF ou CNPJ não é possível emitir uma fatura.
      </Typography>
      <Formik initialValues={initial} validate={validateBilling} onSubmit={submit} enableReinitialize>
        {({ values, errors, touched, handleChange, handleBlur, isSubmitting, status }) => (
          <Form noValidate aria-label="Dados de cobrança">
            <Stack spacing={2} sx={{ maxWidth: 560 }}>
              {status ? <Alert severity="error">{status}</Alert> : null}
              <TextField
                id="billing-document"
                name="document"
                label="CPF ou CNPJ"
                value={values.document}
                onChange={handleChange}
                onBlur={handleBlur}
                error={Boolean(touched.document && errors.document)}
                helperText={touched.document ? errors.document : undefined}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 18 } }}
              />
              <TextField
                id="billing-email"
                name="email"
                type="email"
                label="E-mail de cobrança"
                value={values.email}
                onChange={handleChange}
                onBlur={handleBlur}
                error={Boolean(touched.email && errors.email)}
                helperText={touched.email ? errors.email : 'As faturas são enviadas para este e-mail.'}
              />
              <Box>
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  Salvar dados de cobrança
                </Button>
              </Box>
            </Stack>
          </Form>
        )}
      </Formik>
    </Paper>
  );
}

/** /admin/subscriptions/:id/edit: change the plan or cycle (with the prorated amount) and the billing data. */
export function SubscriptionEditPage() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data: sub, error, isLoading } = useAdminSubscriptionQuery(id, { skip: !valid });
  const plans = useAdminPlansQuery();
  return (
    <Box component="section" aria-labelledby="page-title">
      <PageHeader title={sub ? `Editar assinatura: ${sub.store.name}` : 'Editar assinatura'} back={{ to: valid ? `/admin/subscriptions/${id}` : '/admin/subscriptions', label: 'Assinatura' }} />
      {isLoading || plans.isLoading ? <CircularProgress aria-label="Carregando assinatura" /> : null}
      {!valid || error ? <Alert severity="error">{toApiError(error, 'Assinatura não encontrada.').message}</Alert> : null}
      {sub && plans.data ? (
        <Stack spacing={2} sx={{ maxWidth: 860 }}>
          {sub.status === 'suspended' ? <Alert severity="error">A loja está suspensa: reative-a antes de mudar o plano.</Alert> : <PlanChangeForm sub={sub} plans={plans.data} />}
          <BillingForm sub={sub} />
          {sub.credit > 0 ? <Typography color="text.secondary">Crédito da loja para a próxima fatura: {formatReais(sub.credit)}.</Typography> : null}
        </Stack>
      ) : null}
    </Box>
  );
}

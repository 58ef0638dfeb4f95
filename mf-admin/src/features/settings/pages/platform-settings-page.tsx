import type { ReactNode } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@comanda/shared/ui/mui';
import { Form, Formik, type FormikHelpers } from 'formik';
import { FORM_ERROR_SUMMARY, PLATFORM_SETTINGS_MESSAGES, platformSettingsSchema, type Plan, type PlatformSettings, type PlatformSettingsInput } from '@comanda/shared/domain';
import { toApiError, useToasts } from '@comanda/shared/state';
import { useAdminPlansQuery } from '../../../common/api/plans-api';
import { PageHeader } from '../../../common/components/page-header';
import { apiFormErrors, schemaErrors } from '../../../common/lib/form-errors';
import { termsVersionDate } from '../../../common/lib/format';
import { usePlatformSettingsQuery, useSavePlatformSettingsMutation } from '../api/platform-settings-api';

type Values = PlatformSettingsInput;

const valuesOf = (s: PlatformSettings): Values => ({
  platform_name: s.platform_name,
  contact_email: s.contact_email,
  contact_phone: s.contact_phone,
  mail_from_name: s.mail_from_name,
  mail_from_address: s.mail_from_address,
  trial_plan_slug: s.trial_plan_slug,
  terms_of_use: s.terms_of_use,
  privacy_policy: s.privacy_policy,
});

/** What PUT /admin/settings takes: the texts trimmed as the schema does (the server compares them to bump the version). */
const bodyOf = (values: Values): Values => Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as Values;

const validate = (values: Values) => schemaErrors<Values>(platformSettingsSchema, bodyOf(values));

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
      <Typography variant="h6" component="h2" gutterBottom={!description}>
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      ) : null}
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

function SettingsForm({ settings, plans }: { settings: PlatformSettings; plans: Plan[] }) {
  const [save] = useSavePlatformSettingsMutation();
  const { enqueueSnackbar } = useToasts();
  const initial = valuesOf(settings);
  // Plans on sale; the current trial plan stays listed even if something retired it meanwhile.
  const trialPlans = plans.filter((p) => !p.is_retired || p.slug === settings.trial_plan_slug);

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    helpers.setStatus(undefined);
    try {
      const saved = await save(bodyOf(values)).unwrap();
      const newVersion = saved.terms_version !== settings.terms_version;
      enqueueSnackbar(newVersion ? `${PLATFORM_SETTINGS_MESSAGES.saved} Nova versão dos termos: ${saved.terms_version}.` : PLATFORM_SETTINGS_MESSAGES.saved, { variant: 'success' });
    } catch (err) {
      const apiError = toApiError(err, 'Não foi possível salvar as configurações.');
      helpers.setErrors(apiFormErrors<Values>(apiError));
      helpers.setStatus(apiError.message);
    }
  }

  return (
    <Formik initialValues={initial} validate={validate} onSubmit={submit} enableReinitialize>
      {({ values, errors, touched, handleChange, handleBlur, isSubmitting, status, submitCount, isValid, dirty }) => {
        const field = (name: keyof Values) => ({
          id: `settings-${name}`,
          name,
          value: values[name],
          onChange: handleChange,
          onBlur: handleBlur,
          error: Boolean(touched[name] && errors[name]),
          helperText: touched[name] ? errors[name] : undefined,
          fullWidth: true,
        });
        const textsChanged = values.terms_of_use.trim() !== settings.terms_of_use.trim() || values.privacy_policy.trim() !== settings.privacy_policy.trim();
        return (
          <Form noValidate aria-label="Configurações da plataforma">
            <Stack spacing={3} sx={{ maxWidth: 900 }}>
              {status ? <Alert severity="error">{status}</Alert> : null}
              <Section title="Plataforma">
                <TextField label="Nome da plataforma" {...field('platform_name')} />
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                  <TextField label="E-mail de contato" type="email" {...field('contact_email')} />
                  <TextField label="Telefone de contato" {...field('contact_phone')} />
                </Box>
              </Section>
              <Section title="Remetente dos e-mails" description="Nome e e-mail que aparecem como remetente nos e-mails que a plataforma envia.">
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                  <TextField label="Nome do remetente" {...field('mail_from_name')} />
                  <TextField label="E-mail do remetente" type="email" {...field('mail_from_address')} />
                </Box>
              </Section>
              <Section title="Período de teste" description="O plano que uma loja nova experimenta ao se cadastrar.">
                <TextField select label="Plano de teste" {...field('trial_plan_slug')} helperText={(touched.trial_plan_slug && errors.trial_plan_slug) || 'Só planos ativos (não aposentados).'}>
                  {trialPlans.map((plan) => (
                    <MenuItem key={plan.slug} value={plan.slug}>
                      {plan.trial_days > 0 ? `${plan.name} (${plan.trial_days} dias de teste)` : plan.name}
                    </MenuItem>
                  ))}
                </TextField>
              </Section>
              <Section title="Termos de uso e política de privacidade">
                <Alert severity={textsChanged ? 'warning' : 'info'}>
                  <strong>Versão atual dos termos: {settings.terms_version}</strong>
                  {termsVersionDate(settings.terms_version) ? ` (de ${termsVersionDate(settings.terms_version)})` : null}
                  <br />
                  {textsChanged
                    ? 'Você alterou os textos: ao salvar, será criada uma nova versão, que as próximas lojas aceitam no cadastro.'
                    : 'Alterar o texto dos termos ou da política cria uma nova versão ao salvar; as próximas lojas aceitam a nova versão no cadastro, e quem já se cadastrou mantém registrada a versão que aceitou.'}
                </Alert>
                <TextField label="Termos de uso" multiline minRows={8} maxRows={24} {...field('terms_of_use')} />
                <TextField label="Política de privacidade" multiline minRows={8} maxRows={24} {...field('privacy_policy')} />
              </Section>
              {submitCount > 0 && !isValid ? <Alert severity="error">{FORM_ERROR_SUMMARY}</Alert> : null}
              <Box>
                <Button type="submit" variant="contained" disabled={isSubmitting || !dirty}>
                  Salvar configurações
                </Button>
              </Box>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}

/** /admin/settings */
export function PlatformSettingsPage() {
  const settings = usePlatformSettingsQuery();
  const plans = useAdminPlansQuery();
  const error = settings.error ?? plans.error;
  return (
    <Box component="section" aria-labelledby="page-title">
      <PageHeader title="Configurações da plataforma" />
      {settings.isLoading || plans.isLoading ? <CircularProgress aria-label="Carregando configurações" /> : null}
      {error ? <Alert severity="error">{toApiError(error, 'Não foi possível carregar as configurações.').message}</Alert> : null}
      {settings.data && plans.data ? <SettingsForm settings={settings.data} plans={plans.data} /> : null}
    </Box>
  );
}

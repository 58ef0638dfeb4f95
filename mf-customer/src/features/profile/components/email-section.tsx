import { TextField } from '@mui/material';
import { Alert, Box, Button, Typography } from '@comanda/shared/ui/mui';
import { useFormik } from 'formik';
import { ACCOUNT_PROFILE_MESSAGES, changeEmailSchema, type AuthUser } from '@comanda/shared/domain';
import { SectionCard } from '@comanda/shared/ui';
import { useRequestEmailChangeMutation } from '../api/profile-api';
import { useEmailConfirmation } from '../hooks/use-email-confirmation';
import { applyServerErrors, formField } from '../lib/form-field';
import { useToasts } from '@comanda/shared/state';

type Values = { email: string; current_password: string };

/** "E-mail": the current address and the change, confirmed by the link mailed to the new one (opened on this page). */
export function EmailSection({ user }: { user: AuthUser }) {
  const confirmation = useEmailConfirmation();
  const [requestChange] = useRequestEmailChangeMutation();
  const { enqueueSnackbar } = useToasts();
  const form = useFormik<Values>({
    initialValues: { email: '', current_password: '' },
    validationSchema: changeEmailSchema,
    onSubmit: async (values, helpers) => {
      try {
        const { message } = await requestChange(values).unwrap();
        helpers.resetForm();
        enqueueSnackbar(message || ACCOUNT_PROFILE_MESSAGES.emailLinkSent(values.email.trim()), { variant: 'success' });
      } catch (error) {
        const message = applyServerErrors(error, values, helpers, 'Não foi possível pedir a troca de e-mail.');
        if (message) enqueueSnackbar(message, { variant: 'error' });
      }
    },
  });
  const field = (name: keyof Values) => formField(form, name, 'email-change');

  return (
    <SectionCard id="profile-email-title" title="E-mail">
      <Typography sx={{ mb: 2 }}>
        E-mail atual: <strong>{user.email}</strong>
      </Typography>
      {confirmation.confirming && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Confirmando o novo e-mail…
        </Alert>
      )}
      {confirmation.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {confirmation.error}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Alterar e-mail" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField {...field('email')} label="Novo e-mail" type="email" autoComplete="email" required />
        <TextField {...field('current_password')} label="Senha atual" type="password" autoComplete="current-password" required />
        <Box>
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            Enviar link de confirmação
          </Button>
        </Box>
      </Box>
    </SectionCard>
  );
}

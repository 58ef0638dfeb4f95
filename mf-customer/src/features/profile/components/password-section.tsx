import { TextField } from '@mui/material';
import { Box, Button } from '@comanda/shared/ui/mui';
import { useFormik } from 'formik';
import { ACCOUNT_PROFILE_MESSAGES, changePasswordSchema } from '@comanda/shared/domain';
import { SectionCard } from '@comanda/shared/ui';
import { useChangePasswordMutation } from '../api/profile-api';
import { applyServerErrors, formField } from '../lib/form-field';
import { useToasts } from '@comanda/shared/state';

type Values = { current_password: string; password: string; password_confirmation: string };

const EMPTY: Values = { current_password: '', password: '', password_confirmation: '' };

/** "Senha": the current password and the new one twice; the other devices are signed out. */
export function PasswordSection() {
  const [change] = useChangePasswordMutation();
  const { enqueueSnackbar } = useToasts();
  const form = useFormik<Values>({
    initialValues: EMPTY,
    validationSchema: changePasswordSchema,
    onSubmit: async (values, helpers) => {
      try {
        await change(values).unwrap();
        helpers.resetForm();
        enqueueSnackbar(ACCOUNT_PROFILE_MESSAGES.passwordChanged, { variant: 'success' });
      } catch (error) {
        const message = applyServerErrors(error, values, helpers, 'Não foi possível alterar a senha.');
        if (message) enqueueSnackbar(message, { variant: 'error' });
      }
    },
  });
  const field = (name: keyof Values) => formField(form, name, 'password');

  return (
    <SectionCard id="profile-password-title" title="Senha" description="Ao trocar a senha, os outros dispositivos saem da sua conta.">
      <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Alterar senha" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <TextField {...field('current_password')} label="Senha atual" type="password" autoComplete="current-password" required />
        <TextField {...field('password')} label="Nova senha" type="password" autoComplete="new-password" required />
        <TextField {...field('password_confirmation')} label="Confirmar nova senha" type="password" autoComplete="new-password" required />
        <Box>
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            Alterar senha
          </Button>
        </Box>
      </Box>
    </SectionCard>
  );
}

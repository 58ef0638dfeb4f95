import { TextField } from '@mui/material';
import { Alert, Button, Stack } from '@comanda/shared/ui/mui';
import { useState } from 'react';
import { useFormik } from 'formik';
import { resetPasswordSchema, type ResetPasswordInput } from '@comanda/shared/domain';
import { firstFieldErrors, toApiError, useResetPasswordMutation, useToasts } from '@comanda/shared/state';
import { fieldProps } from './form-field-props';

export type ResetPasswordFormProps = {
  token: string;
  email: string;
  onSuccess?: (message: string) => void;
};

const VISIBLE_FIELDS = ['password', 'password_confirmation'] as const;

export function ResetPasswordForm({ token, email, onSuccess }: ResetPasswordFormProps) {
  const [resetPassword] = useResetPasswordMutation();
  const { enqueueSnackbar } = useToasts();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<ResetPasswordInput>({
    initialValues: { token, email, password: '', password_confirmation: '' },
    enableReinitialize: true,
    validationSchema: resetPasswordSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        const { message } = await resetPassword(values).unwrap();
        enqueueSnackbar(message, { variant: 'success' });
        onSuccess?.(message);
      } catch (error) {
        const apiError = toApiError(error, 'Não foi possível redefinir a senha. Tente novamente.');
        const fieldErrors = firstFieldErrors(apiError);
        const visible = VISIBLE_FIELDS.filter((field) => fieldErrors[field]);
        if (visible.length > 0) helpers.setErrors(Object.fromEntries(visible.map((field) => [field, fieldErrors[field]])));
        // Token and e-mail come from the link: their errors can only be shown as a whole-form message.
        else setFailure(fieldErrors.token ?? fieldErrors.email ?? apiError.message);
      }
    },
  });
  // token and email are not inputs, so their client errors are shown the same way.
  const hiddenError = formik.submitCount > 0 ? (formik.errors.token ?? formik.errors.email) : undefined;

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={formik.handleSubmit} aria-label="Redefinir senha">
      {(failure ?? hiddenError) && <Alert severity="error">{failure ?? hiddenError}</Alert>}
      <TextField id="reset-email" label="E-mail" value={email} disabled fullWidth />
      <TextField
        {...fieldProps(formik, 'password')}
        id="reset-password"
        label="Nova senha"
        type="password"
        autoComplete="new-password"
        required
        fullWidth
      />
      <TextField
        {...fieldProps(formik, 'password_confirmation')}
        id="reset-password-confirmation"
        label="Confirmar senha"
        type="password"
        autoComplete="new-password"
        required
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
        Redefinir senha
      </Button>
    </Stack>
  );
}

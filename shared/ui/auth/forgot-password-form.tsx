import { TextField } from '@mui/material';
import { Alert, Button, Stack } from '@comanda/shared/ui/mui';
import { useState } from 'react';
import { useFormik } from 'formik';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@comanda/shared/domain';
import { firstFieldErrors, toApiError, useForgotPasswordMutation } from '@comanda/shared/state';
import { fieldProps } from './form-field-props';

export type ForgotPasswordFormProps = {
  onSuccess?: (message: string) => void;
};

type Outcome = { severity: 'success' | 'error'; message: string };

export function ForgotPasswordForm({ onSuccess }: ForgotPasswordFormProps) {
  const [forgotPassword] = useForgotPasswordMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const formik = useFormik<ForgotPasswordInput>({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    onSubmit: async (values, helpers) => {
      setOutcome(null);
      try {
        const { message } = await forgotPassword({ email: values.email.trim() }).unwrap();
        setOutcome({ severity: 'success', message });
        onSuccess?.(message);
      } catch (error) {
        const apiError = toApiError(error, 'Não foi possível enviar o link. Tente novamente.');
        const fieldErrors = firstFieldErrors(apiError);
        if (fieldErrors.email) helpers.setErrors({ email: fieldErrors.email });
        else setOutcome({ severity: 'error', message: apiError.message });
      }
    },
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={formik.handleSubmit} aria-label="Esqueci minha senha">
      {outcome && <Alert severity={outcome.severity}>{outcome.message}</Alert>}
      <TextField {...fieldProps(formik, 'email')} id="forgot-email" label="E-mail" type="email" autoComplete="email" required fullWidth />
      <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
        Enviar link de redefinição
      </Button>
    </Stack>
  );
}

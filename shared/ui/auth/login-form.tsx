import { TextField } from '@mui/material';
import { Alert, Button, Stack } from '@comanda/shared/ui/mui';
import { useState } from 'react';
import { useFormik } from 'formik';
import type { AuthUser } from '@comanda/shared/domain';
import { loginSchema, type LoginInput } from '@comanda/shared/domain';
import { loginUser, useAppDispatch } from '@comanda/shared/state';
import { fieldProps } from './form-field-props';

export const LOGIN_FAILED_MESSAGE = 'Email ou senha inválidos';

export type LoginFormProps = {
  onSuccess?: (user: AuthUser) => void;
};

export function LoginForm({ onSuccess }: LoginFormProps) {
  const dispatch = useAppDispatch();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<LoginInput>({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async (values) => {
      setFailure(null);
      const result = await dispatch(loginUser({ email: values.email.trim(), password: values.password }));
      if (loginUser.fulfilled.match(result)) onSuccess?.(result.payload);
      else setFailure(LOGIN_FAILED_MESSAGE);
    },
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={formik.handleSubmit} aria-label="Entrar">
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField {...fieldProps(formik, 'email')} id="login-email" label="E-mail" type="email" autoComplete="email" required fullWidth />
      <TextField
        {...fieldProps(formik, 'password')}
        id="login-password"
        label="Senha"
        type="password"
        autoComplete="current-password"
        required
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
        Entrar
      </Button>
    </Stack>
  );
}

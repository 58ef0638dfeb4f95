import { TextField } from '@mui/material';
import { Alert, Button, CircularProgress, Link, Stack } from '@comanda/shared/ui/mui';
import { useFormik } from 'formik';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { acceptInvitationSchema, EMPLOYEE_MESSAGES, INVITATION_ROLE_LABELS, type AcceptInvitationInput } from '@comanda/shared/domain';
import { firstFieldErrors, setAuthenticatedUser, storeToken, toApiError, tokenReceived, useAppDispatch } from '@comanda/shared/state';
import { AuthCard } from './auth-card';
import { useAcceptInvitationMutation, useInvitationQuery } from './invitations-api';

/** /convite/:token — the invited employee sets name and password, is signed in and goes to the store dashboard. */
export function AcceptInvitationPage() {
  const { token = '' } = useParams();
  const { data, isLoading, isError } = useInvitationQuery(token, { skip: !token });
  const [accept] = useAcceptInvitationMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const formik = useFormik<AcceptInvitationInput>({
    enableReinitialize: true,
    initialValues: { name: data?.data.name ?? '', password: '', password_confirmation: '' },
    validationSchema: acceptInvitationSchema,
    onSubmit: async (values, helpers) => {
      try {
        const result = await accept({ token, ...values }).unwrap();
        storeToken(result.token);
        dispatch(tokenReceived(result.token));
        await dispatch(setAuthenticatedUser(result.user));
        navigate('/store/dashboard', { replace: true });
      } catch (error) {
        const apiError = toApiError(error, 'Não foi possível aceitar o convite.');
        const fields = firstFieldErrors(apiError);
        const visible = (['name', 'password', 'password_confirmation'] as const).filter((f) => fields[f]);
        if (visible.length > 0) helpers.setErrors(Object.fromEntries(visible.map((f) => [f, fields[f]])));
        else helpers.setStatus(fields.email ?? apiError.message);
      }
    },
  });
  const errorOf = (name: keyof AcceptInvitationInput) => (formik.touched[name] ? formik.errors[name] : undefined);
  const field = (name: keyof AcceptInvitationInput, label: string, type = 'text') => (
    <TextField
      id={`invite-${name}`}
      name={name}
      type={type}
      label={label}
      required
      value={formik.values[name]}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      error={Boolean(errorOf(name))}
      helperText={errorOf(name)}
      autoComplete={type === 'password' ? 'new-password' : 'name'}
      fullWidth
    />
  );

  const invitation = data?.data;
  return (
    <AuthCard
      title="Aceitar convite"
      subtitle={invitation ? `${invitation.store.name} convidou ${invitation.email} como ${INVITATION_ROLE_LABELS[invitation.role]}.` : undefined}
      footer={
        <Link component={RouterLink} to="/login">
          Já tenho conta: entrar
        </Link>
      }
    >
      {isLoading && <CircularProgress aria-label="Carregando convite" />}
      {(isError || !token) && <Alert severity="error">{EMPLOYEE_MESSAGES.invitationInvalid}</Alert>}
      {invitation && (
        <Stack component="form" noValidate spacing={2} onSubmit={formik.handleSubmit} aria-label="Aceitar convite">
          {typeof formik.status === 'string' && <Alert severity="error">{formik.status}</Alert>}
          {field('name', 'Nome')}
          {field('password', 'Senha', 'password')}
          {field('password_confirmation', 'Confirmar senha', 'password')}
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            Criar senha e entrar
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}

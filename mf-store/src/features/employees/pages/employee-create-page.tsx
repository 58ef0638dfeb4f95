import { TextField } from '@mui/material';
import { Box, Button, Stack, Typography } from '@comanda/shared/ui/mui';
import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { inviteEmployeeSchema, type EmployeeRole } from '@comanda/shared/domain';
import { firstFieldErrors, toApiError, useAuth, useToasts } from '@comanda/shared/state';
import { useEmployeesQuery, useInviteEmployeeMutation } from '../api/employees-api';
import { EmployeeAccessFields } from '../components/employee-access-fields';
import { branchIdOf, validateWith } from '../lib/form-validate';

type Values = { name: string; email: string; role: string; branch_id: string };

/** /store/employees/create: invite by e-mail (an existing account joins at once). */
export function EmployeeCreateScreen() {
  const { user } = useAuth();
  const storeId = user?.store_id ?? 0;
  const { data } = useEmployeesQuery(storeId, { skip: !storeId });
  const [invite] = useInviteEmployeeMutation();
  const { enqueueSnackbar } = useToasts();
  const navigate = useNavigate();
  const formik = useFormik<Values>({
    initialValues: { name: '', email: '', role: 'attendant', branch_id: '' },
    validate: validateWith(inviteEmployeeSchema),
    onSubmit: async (values, helpers) => {
      try {
        const { message } = await invite({ storeId, name: values.name, email: values.email, role: values.role as EmployeeRole, branch_id: branchIdOf(values.branch_id) }).unwrap();
        enqueueSnackbar(message, { variant: 'success' });
        navigate('..', { relative: 'path' });
      } catch (error) {
        const apiError = toApiError(error, 'Não foi possível enviar o convite.');
        const fields = firstFieldErrors(apiError);
        if (Object.keys(fields).length > 0) helpers.setErrors(fields);
        else enqueueSnackbar(apiError.message, { variant: 'error' });
      }
    },
  });
  const errorOf = (name: 'name' | 'email') => (formik.touched[name] ? formik.errors[name] : undefined);

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 560 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Convidar funcionário
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Enviaremos um e-mail com um link para a pessoa criar a senha. Quem já tem conta entra na equipe na hora.
      </Typography>
      <Stack component="form" noValidate spacing={2} onSubmit={formik.handleSubmit} aria-label="Convidar funcionário">
        <TextField id="employee-name" name="name" label="Nome" value={formik.values.name} onChange={formik.handleChange} onBlur={formik.handleBlur} error={Boolean(errorOf('name'))} helperText={errorOf('name')} fullWidth />
        <TextField
          id="employee-email"
          name="email"
          type="email"
          label="E-mail"
          required
          value={formik.values.email}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={Boolean(errorOf('email'))}
          helperText={errorOf('email')}
          fullWidth
        />
        <EmployeeAccessFields formik={formik} branches={data?.branches ?? []} />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            Enviar convite
          </Button>
          <Button onClick={() => navigate('..', { relative: 'path' })}>Cancelar</Button>
        </Stack>
      </Stack>
    </Box>
  );
}

import { FormControlLabel, Switch } from '@mui/material';
import { Alert, Box, Button, Stack, Typography } from '@comanda/shared/ui/mui';
import { useFormik } from 'formik';
import { useNavigate, useParams } from 'react-router-dom';
import { EMPLOYEE_MESSAGES, updateEmployeeSchema, type EmployeeRole } from '@comanda/shared/domain';
import { firstFieldErrors, toApiError, useAuth, useToasts } from '@comanda/shared/state';
import { useEmployeesQuery, useUpdateEmployeeMutation } from '../api/employees-api';
import { EmployeeAccessFields } from '../components/employee-access-fields';
import { branchIdOf, validateWith } from '../lib/form-validate';

type Values = { role: string; branch_id: string; active: boolean };

/** /store/employees/{id}/edit: role, branch, deactivate (sessions end) or reactivate. */
export function EmployeeEditScreen() {
  const { id } = useParams();
  const { user } = useAuth();
  const storeId = user?.store_id ?? 0;
  const { data, isLoading } = useEmployeesQuery(storeId, { skip: !storeId });
  const employee = data?.data.find((e) => String(e.id) === id);
  const [update] = useUpdateEmployeeMutation();
  const { enqueueSnackbar } = useToasts();
  const navigate = useNavigate();
  const formik = useFormik<Values>({
    enableReinitialize: true,
    initialValues: { role: employee?.role ?? 'attendant', branch_id: employee?.branch ? String(employee.branch.id) : '', active: employee?.active ?? true },
    validate: validateWith(updateEmployeeSchema),
    onSubmit: async (values, helpers) => {
      if (!employee) return;
      try {
        await update({ storeId, id: employee.id, role: values.role as EmployeeRole, branch_id: branchIdOf(values.branch_id), active: values.active }).unwrap();
        enqueueSnackbar(EMPLOYEE_MESSAGES.saved, { variant: 'success' });
        navigate('../..', { relative: 'path' });
      } catch (error) {
        const apiError = toApiError(error, 'Não foi possível salvar.');
        const fields = firstFieldErrors(apiError);
        if (Object.keys(fields).length > 0) helpers.setErrors(fields);
        else enqueueSnackbar(apiError.message, { variant: 'error' });
      }
    },
  });

  if (isLoading) return null;
  if (!employee) return <Alert severity="warning" sx={{ m: 3 }}>Funcionário não encontrado.</Alert>;
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 560 }}>
      <Typography variant="h5" component="h1">
        Editar funcionário
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, wordBreak: 'break-all' }}>
        {employee.name} · {employee.email}
      </Typography>
      <Stack component="form" noValidate spacing={2} onSubmit={formik.handleSubmit} aria-label="Editar funcionário">
        <EmployeeAccessFields formik={formik} branches={data?.branches ?? []} />
        <FormControlLabel
          control={<Switch name="active" checked={formik.values.active} onChange={formik.handleChange} />}
          label={formik.values.active ? 'Ativo' : 'Desativado: não entra mais na loja'}
        />
        {typeof formik.errors.role === 'string' && formik.submitCount > 0 && <Alert severity="error">{formik.errors.role}</Alert>}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            Salvar
          </Button>
          <Button onClick={() => navigate('../..', { relative: 'path' })}>Cancelar</Button>
        </Stack>
      </Stack>
    </Box>
  );
}

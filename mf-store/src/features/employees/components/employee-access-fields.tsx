import { MenuItem, TextField } from '@mui/material';
import type { FormikProps } from 'formik';
import { EMPLOYEE_ROLE_LABELS, EMPLOYEE_ROLES, roleMay } from '@comanda/shared/domain';
import { useAuth } from '@comanda/shared/state';

export type AccessValues = { role: string; branch_id: string };

/** Função and filial selects; only a role with store_admins.manage (the owner) may choose "Gerente". */
export function EmployeeAccessFields<T extends AccessValues>({ formik, branches }: { formik: FormikProps<T>; branches: { id: number; name: string }[] }) {
  const { user } = useAuth();
  const mayManageAdmins = roleMay(user?.role, 'store_admins.manage');
  const errorOf = (name: keyof AccessValues) => (formik.touched[name] && typeof formik.errors[name] === 'string' ? (formik.errors[name] as string) : undefined);
  return (
    <>
      <TextField
        select
        id="employee-role"
        name="role"
        label="Função"
        value={formik.values.role}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={Boolean(errorOf('role'))}
        helperText={errorOf('role') ?? (mayManageAdmins ? undefined : 'Só o proprietário convida gerentes')}
        fullWidth
      >
        {EMPLOYEE_ROLES.map((role) => (
          <MenuItem key={role} value={role} disabled={role === 'store_admin' && !mayManageAdmins}>
            {EMPLOYEE_ROLE_LABELS[role]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        id="employee-branch"
        name="branch_id"
        label="Filial"
        value={formik.values.branch_id}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={Boolean(errorOf('branch_id'))}
        helperText={errorOf('branch_id') ?? 'Limite o acesso a uma filial ou deixe a loja toda'}
        fullWidth
      >
        <MenuItem value="">Loja toda</MenuItem>
        {branches.map((branch) => (
          <MenuItem key={branch.id} value={String(branch.id)}>
            {branch.name}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}

import { useState } from 'react';
import { Autocomplete, MenuItem, TextField } from '@mui/material';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@comanda/shared/ui/mui';
import { Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { useNavigate, useParams } from 'react-router-dom';
import { adminUserRoleSchema, FORM_ERROR_SUMMARY, isStoreRole, ROLE_LABELS, ADMIN_ASSIGNABLE_ROLES, type AdminUserDetails, type AdminUserRoleInput, type Role } from '@comanda/shared/domain';
import { toApiError, useToasts } from '@comanda/shared/state';
import { useDebouncedValue } from '@comanda/shared/ui/forms';
import { PageHeader } from '../../../common/components/page-header';
import { apiFormErrors, schemaErrors } from '../../../common/lib/form-errors';
import { useAdminUserQuery, useChangeUserRoleMutation, useUserStoreBranchesQuery, useUserStoreOptionsQuery } from '../api/users-api';

type StoreOption = { id: number; name: string; slug: string };
type RoleValues = { role: Role; store: StoreOption | null; branch_id: number | '' };

const ROLE_HINTS: Record<Role, string> = {
  super_admin: 'Acesso total à administração da plataforma.',
  store_owner: 'Responde pela loja inteira (e suas filiais). Cada loja tem um só proprietário.',
  store_admin: 'Gerencia a loja: cardápio, pedidos, equipe e configurações.',
  attendant: 'Atende os pedidos e o PDV.',
  customer: 'Faz pedidos nas vitrines; sem acesso a painéis.',
  driver: 'Faz entregas pelo app do entregador; é cadastrado pela loja em Entregadores.',
};

export function roleBody(values: RoleValues): AdminUserRoleInput {
  const atStore = isStoreRole(values.role);
  return {
    role: values.role,
    store_id: atStore ? (values.store?.id ?? null) : null,
    branch_id: atStore && values.role !== 'store_owner' && values.branch_id !== '' ? values.branch_id : null,
  };
}

const validate = async (values: RoleValues) => {
  const errors = await schemaErrors<AdminUserRoleInput>(adminUserRoleSchema, roleBody(values));
  // The store picker shows the store_id message.
  return { ...(errors.role ? { role: errors.role } : {}), ...(errors.store_id ? { store: errors.store_id } : {}), ...(errors.branch_id ? { branch_id: errors.branch_id } : {}) } as Record<string, string>;
};

function initialOf(user: AdminUserDetails): RoleValues {
  const membership = user.stores.find((s) => s.source === 'membership') ?? null;
  return {
    role: user.role,
    store: membership ? { id: membership.id, name: membership.name, slug: membership.slug } : null,
    branch_id: membership?.branch?.id ?? '',
  };
}

function StorePicker({ value, onChange, error, onBlur }: { value: StoreOption | null; onChange: (store: StoreOption | null) => void; error?: string; onBlur: () => void }) {
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input.trim(), 300);
  const { data = [], isFetching } = useUserStoreOptionsQuery(q);
  const options: StoreOption[] = data.map((s) => ({ id: s.id, name: s.name, slug: s.slug }));
  return (
    <Autocomplete<StoreOption>
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      value={value}
      onChange={(_e, store) => onChange(store)}
      inputValue={input}
      onInputChange={(_e, text) => setInput(text)}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      loading={isFetching}
      noOptionsText="Nenhuma loja encontrada"
      loadingText="Buscando lojas…"
      renderOption={(props, o) => (
        <li {...props} key={o.id}>
          <Box>
            {o.name}
            <Typography variant="body2" color="text.secondary">
              /loja/{o.slug}
            </Typography>
          </Box>
        </li>
      )}
      renderInput={(params) => <TextField {...params} label="Loja" required onBlur={onBlur} error={Boolean(error)} helperText={error ?? 'A loja principal; busque pelo nome ou slug.'} />}
    />
  );
}

function BranchSelect({ storeId, value, onChange, error }: { storeId: number; value: number | ''; onChange: (id: number | '') => void; error?: string }) {
  const { data: branches = [] } = useUserStoreBranchesQuery(storeId);
  return (
    <TextField
      select
      label="Filial"
      value={branches.some((b) => b.id === value) ? value : ''}
      onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
      error={Boolean(error)}
      helperText={error ?? (branches.length === 0 ? 'Esta loja não tem filiais.' : 'Deixe em “Todas” para a loja inteira.')}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      disabled={branches.length === 0}
    >
      <MenuItem value="">Todas (loja inteira)</MenuItem>
      {branches.map((branch) => (
        <MenuItem key={branch.id} value={branch.id}>
          {branch.name}
          {branch.is_active ? '' : ' (inativa)'}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** /admin/users/:id/edit: the account's role, and for a store role the store (and, for staff, optionally a branch). */
export function UserEditPage() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data: user, error, isLoading } = useAdminUserQuery(id, { skip: !valid });
  const [change] = useChangeUserRoleMutation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToasts();

  async function submit(values: RoleValues, helpers: FormikHelpers<RoleValues>) {
    helpers.setStatus(undefined);
    try {
      const { message } = await change({ id, body: roleBody(values) }).unwrap();
      enqueueSnackbar(message, { variant: 'success' });
      navigate(`/admin/users/${id}`);
    } catch (err) {
      const apiError = toApiError(err, 'Não foi possível alterar o perfil.');
      const errors = apiFormErrors<AdminUserRoleInput>(apiError);
      // store_id's message goes on the store picker (the form holds the store, not its id).
      const onFields = { ...(errors.role ? { role: errors.role } : {}), ...(errors.store_id ? { store: errors.store_id } : {}), ...(errors.branch_id ? { branch_id: errors.branch_id } : {}) };
      helpers.setErrors(onFields as unknown as FormikErrors<RoleValues>);
      helpers.setStatus(apiError.message);
    }
  }

  return (
    <Box component="section" aria-labelledby="page-title">
      <PageHeader title={user ? `Perfil de ${user.name}` : 'Mudar perfil'} back={{ to: valid ? `/admin/users/${id}` : '/admin/users', label: user?.name ?? 'Usuários' }} />
      {isLoading ? <CircularProgress aria-label="Carregando usuário" /> : null}
      {!valid || error ? <Alert severity="error">{toApiError(error, 'Usuário não encontrado.').message}</Alert> : null}
      {user ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {user.email} · hoje: {user.role_label}. Um perfil de loja vale só na loja escolhida (os vínculos com outras lojas terminam); cliente e administrador não
            têm loja.
          </Typography>
          <Formik initialValues={initialOf(user)} validate={validate} onSubmit={submit} enableReinitialize>
            {({ values, errors, touched, setFieldValue, setFieldTouched, isSubmitting, status, submitCount, isValid }) => {
              const atStore = isStoreRole(values.role);
              const err = (name: keyof RoleValues) => (touched[name] || submitCount > 0 ? (errors[name] as string | undefined) : undefined);
              return (
                <Form noValidate aria-label="Perfil do usuário">
                  <Stack spacing={2}>
                    {status ? <Alert severity="error">{status}</Alert> : null}
                    <TextField
                      select
                      label="Perfil"
                      value={values.role}
                      onChange={(e) => void setFieldValue('role', e.target.value)}
                      error={Boolean(err('role'))}
                      helperText={err('role') ?? ROLE_HINTS[values.role]}
                    >
                      {ADMIN_ASSIGNABLE_ROLES.map((role) => (
                        <MenuItem key={role} value={role}>
                          {ROLE_LABELS[role]}
                        </MenuItem>
                      ))}
                    </TextField>
                    {atStore ? (
                      <StorePicker
                        value={values.store}
                        onChange={(store) => {
                          void setFieldValue('store', store);
                          void setFieldValue('branch_id', '');
                        }}
                        onBlur={() => void setFieldTouched('store')}
                        error={err('store')}
                      />
                    ) : null}
                    {atStore && values.role !== 'store_owner' && values.store ? (
                      <BranchSelect storeId={values.store.id} value={values.branch_id} onChange={(branch) => void setFieldValue('branch_id', branch)} error={err('branch_id')} />
                    ) : null}
                    {submitCount > 0 && !isValid ? <Alert severity="error">{FORM_ERROR_SUMMARY}</Alert> : null}
                    <Box sx={{ display: 'flex', gap: 1 }}>
                      <Button type="submit" variant="contained" disabled={isSubmitting}>
                        Salvar perfil
                      </Button>
                      <Button onClick={() => navigate(`/admin/users/${id}`)}>Cancelar</Button>
                    </Box>
                  </Stack>
                </Form>
              );
            }}
          </Formik>
        </Paper>
      ) : null}
    </Box>
  );
}

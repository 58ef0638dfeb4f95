import { TextField } from '@mui/material';
import { Box, Button } from '@comanda/shared/ui/mui';
import { useFormik } from 'formik';
import { ACCOUNT_PROFILE_MESSAGES, maskPhone, profileSchema, type AuthUser } from '@comanda/shared/domain';
import { setAuthenticatedUser, useAppDispatch, useToasts } from '@comanda/shared/state';
import { SectionCard } from '@comanda/shared/ui';
import { PhoneField } from '@comanda/shared/ui/forms';
import { useUpdateProfileMutation } from '../api/profile-api';
import { applyServerErrors, formField } from '../lib/form-field';

type Values = { name: string; phone: string };

/** "Dados pessoais": name and phone; the signed-in user in the store follows the saved values. */
export function PersonalDataSection({ user }: { user: AuthUser }) {
  const [update] = useUpdateProfileMutation();
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useToasts();
  const form = useFormik<Values>({
    initialValues: { name: user.name, phone: maskPhone(user.phone) },
    enableReinitialize: true,
    validationSchema: profileSchema,
    onSubmit: async (values, helpers) => {
      try {
        const updated = await update(values).unwrap();
        await dispatch(setAuthenticatedUser(updated));
        enqueueSnackbar(ACCOUNT_PROFILE_MESSAGES.saved, { variant: 'success' });
      } catch (error) {
        const message = applyServerErrors(error, values, helpers, 'Não foi possível salvar seus dados.');
        if (message) enqueueSnackbar(message, { variant: 'error' });
      }
    },
  });
  const field = (name: keyof Values) => formField(form, name, 'profile');

  return (
    <SectionCard id="profile-personal-title" title="Dados pessoais">
      <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Dados pessoais" sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <TextField {...field('name')} label="Nome" autoComplete="name" required />
        <PhoneField {...field('phone')} label="Telefone" required />
        <Box>
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            Salvar dados
          </Button>
        </Box>
      </Box>
    </SectionCard>
  );
}

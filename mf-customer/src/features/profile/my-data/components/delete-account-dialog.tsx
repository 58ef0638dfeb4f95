import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { Alert, Box, Button } from '@comanda/shared/ui/mui';
import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { DELETE_ACCOUNT_CONFIRMATION, MY_DATA_LABELS, MY_DATA_MESSAGES, MY_DATA_PRIVACY_TEXT, deleteAccountSchema } from '@comanda/shared/domain';
import { clearSession, firstFieldErrors, toApiError, useAppDispatch, useToasts } from '@comanda/shared/state';
import { useDeleteAccountMutation } from '../api/my-data-api';

type Values = { current_password: string; confirmation: string };

const EMPTY: Values = { current_password: '', confirmation: '' };

/**
 * "Excluir minha conta": says what is erased and what the stores keep, asks the password and the word EXCLUIR. Once
 * deleted the session in this browser is dropped (the API already ended every session) and the user lands on '/'.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [deleteAccount] = useDeleteAccountMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToasts();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik<Values>({
    initialValues: EMPTY,
    validationSchema: deleteAccountSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        await deleteAccount(values).unwrap();
      } catch (error) {
        const apiError = toApiError(error, MY_DATA_MESSAGES.deleteFailed);
        const onFields = Object.entries(firstFieldErrors(apiError)).filter(([field]) => field in values);
        if (onFields.length > 0) helpers.setErrors(Object.fromEntries(onFields));
        else setFailure(apiError.message);
        return;
      }
      await dispatch(clearSession());
      enqueueSnackbar(MY_DATA_MESSAGES.deleted, { variant: 'success' });
      navigate('/', { replace: true });
    },
  });

  const field = (name: keyof Values) => {
    const error = form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined;
    return { id: `delete-account-${name}`, name, value: form.values[name], onChange: form.handleChange, onBlur: form.handleBlur, error: Boolean(error), helperText: error };
  };

  function close() {
    if (form.isSubmitting) return;
    form.resetForm();
    setFailure(null);
    onClose();
  }

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="delete-account-title">
      <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label={MY_DATA_LABELS.dialogTitle}>
        <DialogTitle id="delete-account-title">{MY_DATA_LABELS.dialogTitle}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {MY_DATA_PRIVACY_TEXT.map((paragraph) => (
            <DialogContentText key={paragraph}>{paragraph}</DialogContentText>
          ))}
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField {...field('current_password')} label={MY_DATA_LABELS.password} type="password" autoComplete="current-password" required />
          <TextField
            {...field('confirmation')}
            label={MY_DATA_LABELS.confirmation}
            autoComplete="off"
            required
            slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, 'aria-describedby': 'delete-account-confirmation-hint' } }}
          />
          <DialogContentText id="delete-account-confirmation-hint" variant="body2">
            Digite {DELETE_ACCOUNT_CONFIRMATION} em letras maiúsculas.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={form.isSubmitting}>
            {MY_DATA_LABELS.cancel}
          </Button>
          <Button type="submit" color="error" variant="contained" loading={form.isSubmitting}>
            {MY_DATA_LABELS.confirmDelete}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

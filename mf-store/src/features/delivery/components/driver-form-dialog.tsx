import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { Alert, Box, Button, Stack } from '@comanda/shared/ui/mui';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useFormik } from 'formik';
import {
  createDriverSchema,
  DRIVER_KIND_LABELS,
  DRIVER_KINDS,
  DRIVER_VEHICLE_LABELS,
  DRIVER_VEHICLES,
  driverInviteWhatsAppLink,
  updateDriverSchema,
  type CreateDriverInput,
  type DriverView,
  type UpdateDriverInput,
} from '@comanda/shared/domain';
import { firstFieldErrors, toApiError, useToasts } from '@comanda/shared/state';
import { PhoneField } from '@comanda/shared/ui/forms';
import { useCreateDriverMutation, useDeliveryStoreNameQuery, useUpdateDriverMutation } from '../api/delivery-api';

type Values = { name: string; phone: string; email: string; kind: string; vehicle: string; plate: string; active: boolean };

const valuesOf = (driver: DriverView | null): Values => ({
  name: driver?.name ?? '',
  phone: driver?.phone ?? '',
  email: driver?.email ?? '',
  kind: driver?.kind ?? 'own',
  vehicle: driver?.vehicle ?? 'moto',
  plate: driver?.plate ?? '',
  active: driver?.active ?? true,
});

/** A driver just registered (or invited again) and the API's message. */
export type DriverInvitation = { driver: DriverView; message: string };

type Props = {
  storeId: number;
  open: boolean;
  /** null: "Novo entregador"; a driver: "Editar" (the e-mail, the app's login, does not change). */
  driver: DriverView | null;
  /** Opens on the invitation (a new link for a pending driver) instead of the form. */
  invitation?: DriverInvitation | null;
  onClose: () => void;
};

/** Registers a driver (invited to the app by e-mail, and by WhatsApp with the link) or edits one. */
export function DriverFormDialog({ storeId, open, driver, invitation = null, onClose }: Props) {
  const [registered, setCreated] = useState<DriverInvitation | null>(null);
  const created = invitation ?? registered;
  const title = invitation ? `Convite de ${invitation.driver.name}` : driver ? `Editar ${driver.name}` : 'Novo entregador';
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="driver-form-title" fullWidth maxWidth="sm" slotProps={{ transition: { onExited: () => setCreated(null) } }}>
      <DialogTitle id="driver-form-title">{title}</DialogTitle>
      {open && (created ? <Invitation storeId={storeId} created={created} onClose={onClose} /> : <DriverForm storeId={storeId} driver={driver} onCreated={setCreated} onClose={onClose} />)}
    </Dialog>
  );
}

function DriverForm({ storeId, driver, onCreated, onClose }: { storeId: number; driver: DriverView | null; onCreated: (result: DriverInvitation) => void; onClose: () => void }) {
  const { enqueueSnackbar } = useToasts();
  const [create] = useCreateDriverMutation();
  const [update] = useUpdateDriverMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = driver ? updateDriverSchema : createDriverSchema;
  const form = useFormik<Values>({
    initialValues: valuesOf(driver),
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        const plate = values.plate.trim() === '' ? null : values.plate;
        if (driver) {
          const body = (await updateDriverSchema.validate({ ...values, plate }, { stripUnknown: true })) as UpdateDriverInput;
          await update({ storeId, driverId: driver.id, body }).unwrap();
          enqueueSnackbar('Entregador atualizado.', { variant: 'success' });
          onClose();
        } else {
          const body = (await createDriverSchema.validate({ ...values, plate }, { stripUnknown: true })) as CreateDriverInput;
          const result = await create({ storeId, body }).unwrap();
          onCreated({ driver: result.data, message: result.message });
        }
      } catch (error) {
        const apiError = toApiError(error, 'Não foi possível salvar o entregador.');
        const fields = firstFieldErrors(apiError);
        if (Object.keys(fields).length > 0) helpers.setErrors(fields);
        else setFailure(apiError.message);
      }
    },
  });
  const errorOf = (name: keyof Values) => (form.touched[name] || form.submitCount > 0 ? (form.errors[name] as string | undefined) : undefined);
  const field = (name: Exclude<keyof Values, 'active'>) => ({
    id: `driver-${name}`,
    name,
    value: form.values[name],
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: Boolean(errorOf(name)),
    helperText: errorOf(name),
    fullWidth: true,
  });

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label={driver ? 'Editar entregador' : 'Novo entregador'}>
      <DialogContent>
        <Stack spacing={2}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField {...field('name')} label="Nome" required />
          <PhoneField {...field('phone')} label="Celular" required />
          <TextField
            {...field('email')}
            label="E-mail"
            type="email"
            required={!driver}
            disabled={Boolean(driver)}
            helperText={errorOf('email') ?? (driver ? 'O e-mail é o login do entregador e não muda.' : 'O entregador recebe o convite para o app neste e-mail.')}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField {...field('kind')} select label="Tipo">
              {DRIVER_KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {DRIVER_KIND_LABELS[kind]}
                </MenuItem>
              ))}
            </TextField>
            <TextField {...field('vehicle')} select label="Veículo">
              {DRIVER_VEHICLES.map((vehicle) => (
                <MenuItem key={vehicle} value={vehicle}>
                  {DRIVER_VEHICLE_LABELS[vehicle]}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <TextField {...field('plate')} label="Placa" placeholder="ABC1D23" slotProps={{ htmlInput: { maxLength: 8, style: { textTransform: 'uppercase' } } }} />
          {driver && <FormControlLabel control={<Switch checked={form.values.active} onChange={(event) => void form.setFieldValue('active', event.target.checked)} />} label="Ativo" />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button type="submit" variant="contained" loading={form.isSubmitting}>
          {driver ? 'Salvar' : 'Cadastrar'}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** After registering: the API's message and, while the invitation is pending, the link to send by WhatsApp or copy. */
function Invitation({ storeId, created, onClose }: { storeId: number; created: DriverInvitation; onClose: () => void }) {
  const { enqueueSnackbar } = useToasts();
  const inviteUrl = created.driver.invite_url;
  const { data: storeName } = useDeliveryStoreNameQuery(storeId, { skip: !inviteUrl });
  const copy = async () => {
    if (!inviteUrl) return;
    try {
      await navigator.clipboard.writeText(inviteUrl);
      enqueueSnackbar('Link copiado.', { variant: 'success' });
    } catch {
      enqueueSnackbar('Não foi possível copiar. Selecione o link e copie.', { variant: 'warning' });
    }
  };
  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="success">{created.message}</Alert>
          {inviteUrl && (
            <>
              <TextField label="Link do convite" value={inviteUrl} slotProps={{ htmlInput: { readOnly: true } }} fullWidth size="small" />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button
                  variant="contained"
                  color="success"
                  startIcon={<WhatsAppIcon />}
                  href={driverInviteWhatsAppLink(created.driver.phone, storeName ?? 'Sua loja', inviteUrl)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Enviar convite pelo WhatsApp
                </Button>
                <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
                  Copiar link
                </Button>
              </Stack>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Concluir
        </Button>
      </DialogActions>
    </>
  );
}

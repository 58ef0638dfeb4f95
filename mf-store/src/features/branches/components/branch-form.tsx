import { Checkbox, FormControlLabel, TextField } from '@mui/material';
import { Box, Button, InputAdornment, Paper, Stack, Typography } from '@comanda/shared/ui/mui';
import { useFormik } from 'formik';
import type { ReactNode } from 'react';
import { WEEKDAYS, WEEKDAY_LABELS, type BranchCreateInput } from '@comanda/shared/domain';
import { firstFieldErrors, toApiError } from '@comanda/shared/state';
import { AddressFormFields, PhoneField, useAddressLookup, type AddressFieldName } from '@comanda/shared/ui/forms';
import { toBranchInput, validateBranchForm, type BranchFormValues } from '../lib/branch-form';

type Props = {
  initialValues: BranchFormValues;
  /** Creation offers to copy the main store's catalog. */
  creating: boolean;
  submitLabel: string;
  onSubmit: (input: BranchCreateInput) => Promise<unknown>;
  onError: (message: string) => void;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

/** A branch's name, address (CEP lookup fills it and its coordinates), contact and weekly hours. */
export function BranchForm({ initialValues, creating, submitLabel, onSubmit, onError }: Props) {
  const form = useFormik<BranchFormValues>({
    initialValues,
    enableReinitialize: true,
    validate: validateBranchForm,
    onSubmit: async (values, helpers) => {
      try {
        await onSubmit(await toBranchInput(values));
      } catch (err) {
        const apiError = toApiError(err, 'Não foi possível salvar a filial.');
        helpers.setErrors(firstFieldErrors(apiError));
        onError(apiError.message);
      }
    },
  });
  const { values } = form;
  const errorOf = (name: keyof BranchFormValues) => (form.touched[name] || form.submitCount > 0 ? (form.errors[name] as string | undefined) : undefined);
  const field = (name: Exclude<keyof BranchFormValues, 'copy_catalog'>) => ({
    id: `branch-${name}`,
    name,
    value: values[name],
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: Boolean(errorOf(name)),
    helperText: errorOf(name),
  });
  const lookup = useAddressLookup({
    fields: { cep: values.cep, address: values.address, number: values.number, district: values.district, city: values.city, state: values.state },
    onFill: (filled) => void form.setValues({ ...values, ...filled }),
  });
  const located = lookup.located;
  const useLocated = () => {
    if (!located) return;
    void form.setValues({ ...values, latitude: located.latitude.toFixed(6), longitude: located.longitude.toFixed(6) });
  };

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label={creating ? 'Nova filial' : 'Editar filial'}>
      <Stack spacing={3} sx={{ maxWidth: 960 }}>
        <Section title="Identificação">
          <TextField {...field('name')} label="Nome da filial" required />
          <TextField
            {...field('slug')}
            label="Endereço da filial"
            required
            slotProps={{ input: { startAdornment: <InputAdornment position="start">/loja/</InputAdornment> } }}
            helperText={errorOf('slug') ?? 'Letras minúsculas, números e hífens (ex.: minha-loja-centro).'}
          />
          {creating && (
            <FormControlLabel
              control={<Checkbox name="copy_catalog" checked={values.copy_catalog} onChange={form.handleChange} />}
              label="Copiar o cardápio da loja principal"
            />
          )}
        </Section>

        <Section title="Contato">
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <PhoneField {...field('phone')} label="Telefone" />
            <PhoneField {...field('whatsapp')} label="WhatsApp" />
          </Box>
        </Section>

        <Section title="Endereço">
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(12, minmax(0, 1fr))' }}>
            <AddressFormFields field={(name: AddressFieldName) => field(name)} canSearchCep={lookup.canSearchCep} onSearchCep={() => void lookup.searchCep()} cepMessage={lookup.cepMessage} />
          </Box>
          {located && (String(located.latitude.toFixed(6)) !== values.latitude || String(located.longitude.toFixed(6)) !== values.longitude) && (
            <Button variant="text" sx={{ alignSelf: 'flex-start' }} onClick={useLocated}>
              Usar a localização do endereço
            </Button>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
            <TextField {...field('latitude')} label="Latitude" inputMode="decimal" />
            <TextField {...field('longitude')} label="Longitude" inputMode="decimal" />
          </Box>
        </Section>

        <Section title="Horário de funcionamento">
          <Typography variant="body2" color="text.secondary">
            Um ou mais intervalos por dia, separados por vírgula (ex.: 11:00-15:00, 18:00-02:00). Em branco = fechado.
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {WEEKDAYS.map((day) => (
              <TextField key={day} {...field(`hours_${day}`)} label={WEEKDAY_LABELS[day]} placeholder="18:00-23:00" />
            ))}
          </Box>
        </Section>

        <Box sx={{ position: 'sticky', bottom: 0, py: 2, bgcolor: 'background.default', display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
            {form.isSubmitting ? 'Salvando…' : submitLabel}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

import { lazy, Suspense, useCallback } from 'react';
import { TextField } from '@mui/material';
import { Alert, Box, Button, CircularProgress, InputAdornment, Stack, Typography } from '@comanda/shared/ui/mui';
import { useFormik } from 'formik';
import { storeProfileSchema, type StoreProfile } from '@comanda/shared/domain';
import { firstFieldErrors, toApiError, useActiveStoreId, useToasts } from '@comanda/shared/state';
import { AddressFormFields, PhoneField, useAddressLookup, type AddressFieldName } from '@comanda/shared/ui/forms';
import { useStoreProfileQuery, useUpdateStoreProfileMutation } from '../api/profile-api';
import { ColourFields } from '../components/colour-fields';
import { ImageUploadField } from '../components/image-upload-field';
import { ProfileSection } from '../components/profile-section';
import { formValuesOf, type ProfileFormValues } from '../lib/profile-form';

// Leaflet loads with the map, not with the store area.
const LocationMap = lazy(() => import('../components/location-map').then((module) => ({ default: module.LocationMap })));

export function StoreProfilePage() {
  const storeId = useActiveStoreId();
  const { data, error, isLoading } = useStoreProfileQuery(storeId ?? 0, { skip: storeId === null });
  if (storeId === null) return <Alert severity="warning">Sua conta não está ligada a uma loja.</Alert>;
  if (isLoading) return <CircularProgress aria-label="Carregando o perfil" />;
  if (error || !data) return <Alert severity="error">{toApiError(error, 'Não foi possível carregar o perfil da loja.').message}</Alert>;
  return <ProfileForm storeId={storeId} profile={data} />;
}

function ProfileForm({ storeId, profile }: { storeId: number; profile: StoreProfile }) {
  const { enqueueSnackbar } = useToasts();
  const [save] = useUpdateStoreProfileMutation();
  const form = useFormik<ProfileFormValues>({
    initialValues: formValuesOf(profile),
    enableReinitialize: true,
    validationSchema: storeProfileSchema,
    onSubmit: async (values, helpers) => {
      try {
        const saved = await save({ storeId, profile: await storeProfileSchema.validate(values) }).unwrap();
        helpers.resetForm({ values: formValuesOf(saved) });
        enqueueSnackbar('Perfil salvo.', { variant: 'success' });
      } catch (err) {
        const apiError = toApiError(err, 'Não foi possível salvar o perfil.');
        helpers.setErrors(firstFieldErrors(apiError));
        enqueueSnackbar(apiError.message, { variant: 'error' });
      }
    },
  });
  const { values, setFieldValue } = form;
  const errorOf = (name: keyof ProfileFormValues) => (form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined);
  const field = (name: keyof ProfileFormValues) => ({
    id: `profile-${name}`,
    name,
    value: values[name],
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: Boolean(errorOf(name)),
    helperText: errorOf(name),
  });
  const setPosition = useCallback(
    (position: { latitude: number; longitude: number }) => {
      void setFieldValue('latitude', position.latitude.toFixed(6));
      void setFieldValue('longitude', position.longitude.toFixed(6));
    },
    [setFieldValue],
  );
  const lookup = useAddressLookup({
    fields: { cep: values.cep, address: values.address, number: values.number, district: values.district, city: values.city, state: values.state },
    onFill: (filled) => form.setValues({ ...values, ...filled }),
  });
  const located = lookup.located;
  const latitude = Number.parseFloat(values.latitude);
  const longitude = Number.parseFloat(values.longitude);
  const position = Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : null;

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Perfil da loja">
      <Stack spacing={3} sx={{ maxWidth: 960 }}>
        <Typography component="h1" variant="h4">
          Perfil da loja
        </Typography>

        <ProfileSection title="Identidade" id="profile-identity">
          <TextField {...field('name')} label="Nome da loja" required />
          <TextField {...field('description')} label="Descrição" multiline minRows={2} />
          <TextField
            {...field('slug')}
            label="Endereço da loja"
            required
            slotProps={{ input: { startAdornment: <InputAdornment position="start">/loja/</InputAdornment> } }}
            helperText={errorOf('slug') ?? (values.slug !== profile.slug ? `O endereço antigo /loja/${profile.slug} continuará levando à loja.` : undefined)}
          />
          {profile.previousSlugs.length > 0 && <Typography variant="body2">Endereços antigos que levam à loja: {profile.previousSlugs.map((slug) => `/loja/${slug}`).join(', ')}</Typography>}
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '160px 1fr' } }}>
            <ImageUploadField storeId={storeId} kind="logo" label="Logo" value={values.logo} onChange={(url) => void setFieldValue('logo', url)} />
            <ImageUploadField storeId={storeId} kind="cover" label="Capa" value={values.cover} onChange={(url) => void setFieldValue('cover', url)} />
          </Box>
        </ProfileSection>

        <ProfileSection title="Cores" id="profile-colours">
          <ColourFields values={values} setValue={(name, value) => void setFieldValue(name, value)} errorOf={(name) => form.errors[name]} />
        </ProfileSection>

        <ProfileSection title="Contato" id="profile-contact">
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <PhoneField {...field('phone')} label="Telefone" />
            <PhoneField {...field('whatsapp')} label="WhatsApp" />
            <TextField {...field('email')} label="E-mail" type="email" sx={{ gridColumn: { sm: 'span 2' } }} />
          </Box>
        </ProfileSection>

        <ProfileSection title="Endereço" id="profile-address">
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(12, minmax(0, 1fr))' }}>
            <AddressFormFields field={(name: AddressFieldName) => field(name)} canSearchCep={lookup.canSearchCep} onSearchCep={() => void lookup.searchCep()} cepMessage={lookup.cepMessage} />
          </Box>
          {located && (located.latitude !== latitude || located.longitude !== longitude) && (
            <Button variant="text" sx={{ alignSelf: 'flex-start' }} onClick={() => setPosition(located)}>
              Usar a localização do endereço no mapa
            </Button>
          )}
          <Suspense fallback={<CircularProgress aria-label="Carregando o mapa" />}>
            <LocationMap position={position ?? (located ? { latitude: located.latitude, longitude: located.longitude } : null)} onMove={setPosition} />
          </Suspense>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
            <TextField {...field('latitude')} label="Latitude" inputMode="decimal" />
            <TextField {...field('longitude')} label="Longitude" inputMode="decimal" />
          </Box>
        </ProfileSection>

        <Box sx={{ position: 'sticky', bottom: 0, py: 2, bgcolor: 'background.default', display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
            {form.isSubmitting ? 'Salvando…' : 'Salvar perfil'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

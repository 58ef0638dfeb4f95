import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Switch, TextField } from '@mui/material';
import { Alert, Box, Button, InputAdornment, Stack, Typography } from '@comanda/shared/ui/mui';
import { BRL_INPUT, DELIVERY_ZONE_KIND_LABELS, MAX_ZONE_FEE, MAX_ZONE_MIN_ORDER } from '@comanda/shared/domain';
import { firstFieldErrors, toApiError } from '@comanda/shared/state';
import { CurrencyField, StateField } from '@comanda/shared/ui/forms';
import type { DeliveryZonesPage } from '../api/delivery-zones-api';
import { errorOf, validateZone, zoneRequestOf, type ZoneErrors, type ZoneFormValues } from '../lib/zone-form';
import { ZonesMap } from './zones-map';

type Props = {
  /** null = a new zone. */
  zoneId: number | null;
  initial: ZoneFormValues;
  page: DeliveryZonesPage;
  onSave: (body: ReturnType<typeof zoneRequestOf>) => Promise<unknown>;
  onClose: () => void;
};

const TITLES = { polygon: 'polígono', district: 'lista de bairros', distance: 'anel de distância' } as const;

/** Create or edit one zone: the fields of its kind; a polygon is drawn on the map (click to add a vertex, drag to move one). */
export function ZoneDialog({ zoneId, initial, page, onSave, onClose }: Props) {
  const [values, setValues] = useState<ZoneFormValues>(initial);
  const [errors, setErrors] = useState<ZoneErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [drawing, setDrawing] = useState(initial.kind === 'polygon' && initial.polygon.length < 3);
  const set = <K extends keyof ZoneFormValues>(field: K, value: ZoneFormValues[K]) => setValues((current) => ({ ...current, [field]: value }));
  const kind = values.kind;

  async function save() {
    const found = validateZone(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onSave(zoneRequestOf(values));
    } catch (err) {
      const apiError = toApiError(err, 'Não foi possível salvar a zona.');
      setErrors(firstFieldErrors(apiError));
      setFailure(apiError.message);
      setSaving(false);
    }
  }

  const field = (name: string) => ({ error: Boolean(errorOf(errors, name)), helperText: errorOf(errors, name) });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={kind === 'polygon' ? 'md' : 'sm'} aria-labelledby="zone-dialog-title">
      <DialogTitle id="zone-dialog-title">
        {zoneId === null ? 'Nova zona' : 'Editar zona'}: {TITLES[kind]}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField label="Nome da zona" value={values.name} onChange={(e) => set('name', e.target.value)} required {...field('name')} />

          {kind === 'district' && (
            <>
              <TextField
                label="Bairros"
                value={values.districts}
                onChange={(e) => set('districts', e.target.value)}
                multiline
                minRows={3}
                required
                error={Boolean(errorOf(errors, 'districts'))}
                helperText={errorOf(errors, 'districts') ?? 'Um bairro por linha (ou separados por vírgula), como o CEP os escreve'}
              />
              <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 120px', gap: 2 }}>
                <TextField label="Cidade" value={values.city} onChange={(e) => set('city', e.target.value)} required {...field('city')} />
                <StateField label="UF" value={values.state} onChange={(e) => set('state', e.target.value)} required {...field('state')} />
              </Box>
            </>
          )}

          {kind === 'distance' && (
            <TextField
              label="Raio do anel"
              value={values.upToKm}
              onChange={(e) => set('upToKm', e.target.value)}
              required
              error={Boolean(errorOf(errors, 'upToKm'))}
              helperText={errorOf(errors, 'upToKm') ?? 'Entrega até esta distância da loja, em linha reta'}
              slotProps={{ input: { endAdornment: <InputAdornment position="end">km</InputAdornment> }, htmlInput: { inputMode: 'decimal' } }}
            />
          )}

          {kind === 'polygon' && (
            <Box>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} id="polygon-help">
                {drawing
                  ? 'Clique no mapa para marcar cada ponto do contorno (pelo menos 3). Arraste um ponto para ajustá-lo.'
                  : 'Arraste os pontos para ajustar o contorno, ou continue desenhando.'}
              </Typography>
              <ZonesMap
                page={page}
                label="Mapa para desenhar o polígono"
                height={360}
                hideZoneId={zoneId}
                draft={{ points: values.polygon, drawing, onChange: (points) => set('polygon', points) }}
              />
              <Box sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ flexGrow: 1 }} role="status">
                  {values.polygon.length === 1 ? '1 ponto' : `${values.polygon.length} pontos`}
                </Typography>
                <Button onClick={() => set('polygon', values.polygon.slice(0, -1))} disabled={values.polygon.length === 0}>
                  Desfazer ponto
                </Button>
                <Button onClick={() => set('polygon', [])} disabled={values.polygon.length === 0}>
                  Limpar
                </Button>
                {drawing ? (
                  <Button variant="outlined" onClick={() => setDrawing(false)} disabled={values.polygon.length < 3}>
                    Concluir
                  </Button>
                ) : (
                  <Button variant="outlined" onClick={() => setDrawing(true)}>
                    Continuar desenhando
                  </Button>
                )}
              </Box>
              {errorOf(errors, 'polygon') && (
                <Typography color="error" variant="caption" role="alert">
                  {errorOf(errors, 'polygon')}
                </Typography>
              )}
            </Box>
          )}

          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, gap: 2 }}>
            <CurrencyField
              label="Taxa de entrega"
              value={values.fee}
              onValueChange={(value) => set('fee', value)}
              options={{ ...BRL_INPUT, allowBlank: true, max: MAX_ZONE_FEE }}
              required
              error={Boolean(errorOf(errors, 'fee'))}
              helperText={errorOf(errors, 'fee') ?? 'R$ 0,00 = grátis'}
            />
            <CurrencyField
              label="Pedido mínimo"
              value={values.minOrderValue}
              onValueChange={(value) => set('minOrderValue', value)}
              options={{ ...BRL_INPUT, allowBlank: true, max: MAX_ZONE_MIN_ORDER }}
              error={Boolean(errorOf(errors, 'minOrderValue'))}
              helperText={errorOf(errors, 'minOrderValue') ?? 'Em branco = o da loja'}
            />
            <TextField
              label="Tempo estimado"
              value={values.estimatedTime}
              onChange={(e) => set('estimatedTime', e.target.value)}
              placeholder="30-45 minutos"
              error={Boolean(errorOf(errors, 'estimatedTime'))}
              helperText={errorOf(errors, 'estimatedTime') ?? 'Em branco = o da loja'}
            />
          </Box>
          <FormControlLabel control={<Switch checked={values.isActive} onChange={(e) => set('isActive', e.target.checked)} />} label="Zona ativa" />
          <Typography variant="caption" color="text.secondary">
            Tipo: {DELIVERY_ZONE_KIND_LABELS[kind]}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          Salvar zona
        </Button>
      </DialogActions>
    </Dialog>
  );
}

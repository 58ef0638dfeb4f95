import { useState } from 'react';
import { TextField } from '@mui/material';
import { Alert, Box, Button, Paper, Stack, Typography } from '@comanda/shared/ui/mui';
import { BRL_INPUT, DELIVERY_ZONE_KIND_LABELS, formatBRL, reaisToCents, type Coordinates, type DeliverySimulation } from '@comanda/shared/domain';
import { firstFieldErrors, toApiError } from '@comanda/shared/state';
import { CepField, CurrencyField } from '@comanda/shared/ui/forms';
import { useSimulateDeliveryMutation } from '../api/delivery-zones-api';

const money = (reais: number) => formatBRL(reaisToCents(reais));

/**
 * "Simular endereço": a CEP and a number → the zone, fee and time the checkout would give that address now (the server
 * places it and prices it with the checkout's own function), or why it would refuse it.
 */
export function SimulateBox({ storeId, onLocated }: { storeId: number; onLocated: (point: Coordinates | null) => void }) {
  const [cep, setCep] = useState('');
  const [number, setNumber] = useState('');
  const [subtotal, setSubtotal] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<DeliverySimulation | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [simulate, { isLoading }] = useSimulateDeliveryMutation();

  async function submit() {
    setErrors({});
    setFailure(null);
    try {
      const answer = await simulate({ storeId, body: { cep, number, subtotal } }).unwrap();
      setResult(answer);
      onLocated(answer.ok && answer.address.latitude !== null && answer.address.longitude !== null ? { latitude: answer.address.latitude, longitude: answer.address.longitude } : null);
    } catch (err) {
      const apiError = toApiError(err, 'Não foi possível simular a entrega agora.');
      setResult(null);
      setErrors(firstFieldErrors(apiError));
      if (!apiError.errors) setFailure(apiError.message);
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="simulate-title">
      <Typography id="simulate-title" variant="h6" component="h2" gutterBottom>
        Simular endereço
      </Typography>
      <Box
        component="form"
        noValidate
        aria-label="Simular endereço"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack spacing={2}>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 110px', gap: 2 }}>
            <CepField value={cep} onChange={(e) => setCep(e.target.value)} error={Boolean(errors.cep)} helperText={errors.cep} />
            <TextField label="Número" value={number} onChange={(e) => setNumber(e.target.value)} error={Boolean(errors.number)} helperText={errors.number} />
          </Box>
          <CurrencyField
            label="Subtotal do pedido (opcional)"
            value={subtotal}
            onValueChange={setSubtotal}
            options={{ ...BRL_INPUT, allowBlank: true }}
            error={Boolean(errors.subtotal)}
            helperText={errors.subtotal ?? 'Para ver a entrega grátis e o pedido mínimo'}
          />
          <Button type="submit" variant="contained" disabled={isLoading}>
            Simular
          </Button>
        </Stack>
      </Box>
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      {result && <SimulationResult result={result} />}
    </Paper>
  );
}

function SimulationResult({ result }: { result: DeliverySimulation }) {
  if (!result.ok) {
    return (
      <Alert severity="warning" sx={{ mt: 2 }} data-testid="simulation-result">
        {result.message}
      </Alert>
    );
  }
  const zone = result.zone.name ? `${result.zone.name}${result.zone.kind ? ` (${DELIVERY_ZONE_KIND_LABELS[result.zone.kind].toLowerCase()})` : ''}` : 'Taxa fixa da loja';
  return (
    <Alert severity="success" icon={false} sx={{ mt: 2 }} data-testid="simulation-result">
      <Typography variant="body2">
        {result.address.district}, {result.address.city}/{result.address.state}
        {result.distanceKm !== null ? ` · ${result.distanceKm.toLocaleString('pt-BR')} km da loja` : ''}
      </Typography>
      <Typography variant="body2">
        Zona: <strong>{zone}</strong>
      </Typography>
      <Typography variant="body2">
        Taxa: <strong>{result.free ? `Grátis (seria ${money(result.baseFee)})` : money(result.fee)}</strong>
      </Typography>
      {result.distanceFee > 0 && <Typography variant="body2">Inclui {money(result.distanceFee)} pela distância</Typography>}
      {result.surcharges.map((s) => (
        <Typography variant="body2" key={s.label}>
          Inclui {s.label}: +{money(s.amount)}
        </Typography>
      ))}
      <Typography variant="body2">Tempo: {result.estimatedTime ?? 'o da loja'}</Typography>
      <Typography variant="body2">Pedido mínimo: {money(result.minOrder)}</Typography>
    </Alert>
  );
}

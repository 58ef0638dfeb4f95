import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormGroup, FormHelperText, FormLabel, List, ListItem, MenuItem, TextField } from '@mui/material';
import { Alert, Box, Button, Typography } from '@comanda/shared/ui/mui';
import {
  formatBRL,
  formatDeliveryDate,
  frequencyTakesDayOfMonth,
  frequencyTakesWeekdays,
  localDateAt,
  MEAL_FREQUENCIES,
  MEAL_FREQUENCY_LABELS,
  mealDeliveryPrice,
  normalizeProductOptions,
  PAYMENT_METHOD_LABELS,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type MealFrequency,
  type MealSubscription,
  type PaymentMethod,
  type Product,
  type ProductSelection,
  type StorePublic,
} from '@comanda/shared/domain';
import { toApiError, useAuth, useToasts } from '@comanda/shared/state';
import { useStorefrontSavedAddressesQuery } from '../../api/orders-api';
import { useSubscribeMealMutation } from './api/meal-subscription-api';
import { draftBody, initialDraft, previewDates, type SubscriptionDraft } from './subscription-draft';

type Props = {
  store: Pick<StorePublic, 'paymentMethods'>;
  product: Product;
  selection: ProductSelection | null;
  quantity: number;
  onClose: () => void;
  /** Signed out: open the sign-in dialog. */
  onSignIn: () => void;
};

type MarmitaPlan = { delivery_frequency?: string | null; subscription_price_cents?: number | null; subscription_description?: string | null };

/** "Assinar" a marmita: frequency, days, start, saved address, payment on delivery, and the summary before POST. */
export function SubscribeDialog({ store, product, selection, quantity, onClose, onSignIn }: Props) {
  const { user } = useAuth();
  const { enqueueSnackbar } = useToasts();
  const options = useMemo(() => normalizeProductOptions(product.business_type_slug, product.business_type_options), [product]);
  const plan = (options ?? {}) as MarmitaPlan;
  const today = localDateAt(new Date());
  const [draft, setDraft] = useState<SubscriptionDraft>(() => initialDraft(plan.delivery_frequency ?? null, today, store.paymentMethods));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [created, setCreated] = useState<MealSubscription | null>(null);
  const addresses = useStorefrontSavedAddressesQuery(user?.id ?? 0, { skip: !user });
  const [subscribe, subscribing] = useSubscribeMealMutation();
  const price = mealDeliveryPrice(product, selection, quantity, options);
  const dates = previewDates(draft, today);
  const set = <K extends keyof SubscriptionDraft>(key: K, value: SubscriptionDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const errorOf = (field: string) => Object.entries(errors).find(([k]) => k === field || k.startsWith(`${field}.`))?.[1][0];
  const otherErrors = Object.entries(errors).filter(([k]) => !['frequency', 'weekdays', 'day_of_month', 'start_date', 'address_id', 'payment_method', 'notes'].some((f) => k === f || k.startsWith(`${f}.`)));

  async function submit() {
    setErrors({});
    try {
      const subscription = await subscribe(draftBody(draft, { id: product.id, selection, quantity })).unwrap();
      setCreated(subscription);
      enqueueSnackbar('Assinatura criada! Acompanhe em Minhas assinaturas.', { variant: 'success' });
    } catch (error) {
      const apiError = toApiError(error, 'Não foi possível criar a assinatura. Tente novamente.');
      setErrors(apiError.errors ?? { _: [apiError.message] });
    }
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" scroll="paper" aria-labelledby="subscribe-title">
      <DialogTitle id="subscribe-title">Assinar {product.name}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        {plan.subscription_description && <Typography color="text.secondary">{plan.subscription_description}</Typography>}
        {!user ? (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={onSignIn}>
                Entrar
              </Button>
            }
          >
            Entre na sua conta para assinar e receber as marmitas no seu endereço.
          </Alert>
        ) : created ? (
          <Box sx={{ display: 'grid', gap: 1 }} role="status">
            <Alert severity="success">Assinatura criada! Cada entrega vira um pedido no dia, pago na entrega.</Alert>
            <Typography variant="subtitle2">Próximas entregas</Typography>
            <List dense disablePadding>
              {created.upcoming.map((d) => (
                <ListItem key={d.date} disableGutters>
                  {formatDeliveryDate(d.date)}
                </ListItem>
              ))}
            </List>
          </Box>
        ) : (
          <>
            <TextField select label="Frequência" value={draft.frequency} onChange={(e) => set('frequency', e.target.value as MealFrequency)} error={!!errorOf('frequency')} helperText={errorOf('frequency')}>
              {MEAL_FREQUENCIES.map((f) => (
                <MenuItem key={f} value={f}>
                  {MEAL_FREQUENCY_LABELS[f]}
                </MenuItem>
              ))}
            </TextField>
            {frequencyTakesWeekdays(draft.frequency) && (
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <FormLabel component="legend">Dias da semana</FormLabel>
                <FormGroup row>
                  {WEEKDAYS.map((day) => (
                    <FormControlLabel
                      key={day}
                      label={WEEKDAY_LABELS[day]}
                      control={
                        <Checkbox
                          checked={draft.weekdays.includes(day)}
                          onChange={(e) => set('weekdays', e.target.checked ? [...draft.weekdays, day] : draft.weekdays.filter((d) => d !== day))}
                        />
                      }
                    />
                  ))}
                </FormGroup>
                {errorOf('weekdays') && <FormHelperText error>{errorOf('weekdays')}</FormHelperText>}
              </Box>
            )}
            {frequencyTakesDayOfMonth(draft.frequency) && (
              <TextField
                type="number"
                label="Dia do mês"
                value={draft.day_of_month}
                onChange={(e) => set('day_of_month', e.target.value)}
                error={!!errorOf('day_of_month')}
                helperText={errorOf('day_of_month') ?? 'Em meses mais curtos, a entrega cai no último dia.'}
                slotProps={{ htmlInput: { min: 1, max: 31 } }}
              />
            )}
            <TextField
              type="date"
              label="Começar em"
              value={draft.start_date}
              onChange={(e) => set('start_date', e.target.value)}
              error={!!errorOf('start_date')}
              helperText={errorOf('start_date') ?? 'Em branco: a partir da próxima entrega.'}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
            />
            <TextField
              select
              label="Endereço de entrega"
              value={draft.address_id}
              onChange={(e) => set('address_id', Number(e.target.value))}
              error={!!errorOf('address_id')}
              helperText={errorOf('address_id') ?? (addresses.data?.length === 0 ? 'Você ainda não tem endereços salvos.' : undefined)}
            >
              {(addresses.data ?? []).map((a) => (
                <MenuItem key={a.id} value={a.id}>
                  {[a.label, `${a.address}, ${a.number}`, `${a.district} — ${a.city}/${a.state}`].filter(Boolean).join(' · ')}
                </MenuItem>
              ))}
            </TextField>
            {addresses.data?.length === 0 && (
              <Button component={RouterLink} to="/customer/profile" size="small" sx={{ justifySelf: 'start' }}>
                Cadastrar endereço em Meu perfil
              </Button>
            )}
            <TextField select label="Pagamento na entrega" value={draft.payment_method} onChange={(e) => set('payment_method', e.target.value)} error={!!errorOf('payment_method')} helperText={errorOf('payment_method')}>
              {store.paymentMethods.map((m) => (
                <MenuItem key={m} value={m}>
                  {PAYMENT_METHOD_LABELS[m as PaymentMethod]}
                </MenuItem>
              ))}
            </TextField>
            <TextField label="Observações (opcional)" value={draft.notes} onChange={(e) => set('notes', e.target.value)} multiline minRows={2} error={!!errorOf('notes')} helperText={errorOf('notes')} slotProps={{ htmlInput: { maxLength: 300 } }} />
            <Box component="section" aria-label="Resumo da assinatura" sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 2, display: 'grid', gap: 0.5 }}>
              <Typography sx={{ fontWeight: 700 }}>
                {price.ok ? `${formatBRL(price.itemsCents)} por entrega` : 'Escolha as opções da marmita'} <Typography component="span" color="text.secondary">+ taxa de entrega</Typography>
              </Typography>
              {plan.subscription_price_cents != null && (
                <Typography variant="body2" color="text.secondary">
                  Plano anunciado pela loja: {formatBRL(plan.subscription_price_cents)}/mês (referência; cada entrega é cobrada como um pedido, pelo preço do dia).
                </Typography>
              )}
              <Typography variant="body2">Próximas entregas: {dates.length ? dates.map(formatDeliveryDate).join(' · ') : '—'}</Typography>
            </Box>
            {otherErrors.map(([k, m]) => (
              <Alert key={k} severity="error">
                {m[0]}
              </Alert>
            ))}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {created ? (
          <>
            <Button onClick={onClose}>Fechar</Button>
            <Button variant="contained" component={RouterLink} to="/customer/assinaturas">
              Ver minhas assinaturas
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>Voltar</Button>
            {user && (
              <Button variant="contained" loading={subscribing.isLoading} onClick={() => void submit()}>
                Confirmar assinatura
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

import { LinearProgress } from '@mui/material';
import { Alert, Box, Chip, Link, Paper, Typography } from '@comanda/shared/ui/mui';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink } from 'react-router-dom';
import { PLAN_FEATURE_LABELS, PLAN_FEATURES, PLAN_LIMIT_KEYS, PLAN_LIMIT_LABELS, SUBSCRIPTION_STATUS_LABELS, type AdminStoreDetails } from '@comanda/shared/domain';
import { formatDate, formatInteger } from '../../../common/lib/format';
import { STANDING_COLORS, STANDING_LABELS, STATUS_COLORS } from '../../../common/lib/subscription-status';

type Entitlements = NonNullable<AdminStoreDetails['entitlements']>;

function UsageBar({ label, used, max }: { label: string; used: number; max: number | null }) {
  const percent = max === null ? 0 : max === 0 ? (used > 0 ? 100 : 0) : Math.min(100, Math.round((used / max) * 100));
  const full = max !== null && used >= max;
  const text = max === null ? `${formatInteger(used)} (ilimitado)` : `${formatInteger(used)} de ${formatInteger(max)}`;
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2">{label}</Typography>
        <Typography variant="body2" color={full ? 'error' : 'text.secondary'} sx={{ fontWeight: full ? 700 : 400 }}>
          {text}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={max === null ? 100 : percent}
        color={max === null ? 'inherit' : full ? 'error' : percent >= 80 ? 'warning' : 'info'}
        aria-label={`${label}: ${text}`}
        sx={{ height: 8, borderRadius: 4, mt: 0.5, ...(max === null ? { opacity: 0.25 } : {}) }}
      />
    </Box>
  );
}

/** Dates of the subscription worth knowing: end of trial, end of the paid period, end of grace. */
function dateLines(ent: Entitlements): string[] {
  const lines: string[] = [];
  if (ent.status === 'trialing' && ent.trial_ends_at) lines.push(`Teste até ${formatDate(ent.trial_ends_at)}`);
  if (ent.status !== 'trialing' && ent.current_period_end) lines.push(`Período atual até ${formatDate(ent.current_period_end)}`);
  if (ent.grace_ends_at) lines.push(`Carência até ${formatDate(ent.grace_ends_at)}`);
  return lines;
}

/** The store's plan and what it may do now: standing, dates, limits against what the account uses, features. */
export function StorePlanCard({ entitlements: ent, storeSlug }: { entitlements: AdminStoreDetails['entitlements']; storeSlug: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="plan-card-title">
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1 }}>
        <Typography id="plan-card-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Plano e uso
        </Typography>
        {ent ? (
          <Link component={RouterLink} to={`/admin/subscriptions?q=${encodeURIComponent(storeSlug)}`} variant="body2">
            Ver assinatura
          </Link>
        ) : null}
      </Box>
      {!ent ? (
        <Typography color="text.secondary">Esta loja não tem assinatura.</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Link component={RouterLink} to={`/admin/plans/${ent.plan.id}`} variant="h6" underline="hover">
              {ent.plan.name}
            </Link>
            <Chip size="small" color={STATUS_COLORS[ent.status]} label={SUBSCRIPTION_STATUS_LABELS[ent.status]} />
            {ent.status !== 'suspended' ? <Chip size="small" variant="outlined" color={STANDING_COLORS[ent.standing]} label={STANDING_LABELS[ent.standing]} /> : null}
          </Box>
          {dateLines(ent).length > 0 ? <Typography color="text.secondary">{dateLines(ent).join(' · ')}</Typography> : null}
          {ent.standing === 'grace' ? <Alert severity="warning">A assinatura venceu: tudo continua funcionando até o fim da carência; depois, os recursos do plano ficam somente para leitura.</Alert> : null}
          {ent.standing === 'locked' ? <Alert severity="error">Assinatura vencida: os recursos do plano estão somente para leitura e nada limitado pode ser adicionado. Os pedidos continuam chegando.</Alert> : null}
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            {PLAN_LIMIT_KEYS.map((key) => (
              <UsageBar key={key} label={key === 'orders_per_month' ? 'Pedidos neste mês' : PLAN_LIMIT_LABELS[key]} used={ent.usage[key] ?? 0} max={ent.limits[key]} />
            ))}
          </Box>
          <Box component="ul" aria-label="Recursos" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {PLAN_FEATURES.map((feature) => {
              const { included, writable } = ent.features[feature];
              const label = included && !writable ? `${PLAN_FEATURE_LABELS[feature]} (somente leitura)` : PLAN_FEATURE_LABELS[feature];
              return (
                <li key={feature}>
                  <Chip
                    size="small"
                    variant={included ? 'filled' : 'outlined'}
                    color={included ? (writable ? 'success' : 'warning') : 'default'}
                    icon={included ? <CheckIcon /> : <CloseIcon />}
                    label={label}
                    aria-label={`${label}: ${included ? 'incluído' : 'não incluído'}`}
                  />
                </li>
              );
            })}
          </Box>
        </Box>
      )}
    </Paper>
  );
}

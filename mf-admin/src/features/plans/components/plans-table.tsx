import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { Box, Chip, Link, Typography } from '@comanda/shared/ui/mui';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatReais, PLAN_FEATURE_LABELS, PLAN_LIMIT_KEYS, type Plan } from '@comanda/shared/domain';
import { formatInteger } from '../../../common/lib/format';
import { limitLabel, trialLabel } from '../lib/plan-labels';
import { PlanStatusChip } from './plan-status-chip';

/** The platform's plans: prices, trial, limits, features, how many stores subscribe and whether it is on sale. */
export function PlansTable({ plans }: { plans: Plan[] }) {
  const navigate = useNavigate();
  return (
    <TableContainer>
      <Table size="small" aria-label="Planos" sx={{ '& th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>Nome</TableCell>
            <TableCell align="right">Preço mensal</TableCell>
            <TableCell align="right">Preço anual</TableCell>
            <TableCell>Teste</TableCell>
            <TableCell>Limites</TableCell>
            <TableCell>Recursos</TableCell>
            <TableCell align="right">Assinaturas</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {plans.map((plan) => (
            <TableRow key={plan.id} hover onClick={() => navigate(`/admin/plans/${plan.id}`)} sx={{ cursor: 'pointer', verticalAlign: 'top' }}>
              <TableCell>
                <Link component={RouterLink} to={`/admin/plans/${plan.id}`} underline="hover" sx={{ fontWeight: 700 }} onClick={(e) => e.stopPropagation()}>
                  {plan.name}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {plan.slug}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatReais(plan.price_monthly)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatReais(plan.price_yearly)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{trialLabel(plan.trial_days)}</TableCell>
              <TableCell>
                <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', whiteSpace: 'nowrap' }}>
                  {PLAN_LIMIT_KEYS.map((key) => (
                    <Typography key={key} component="li" variant="body2">
                      {limitLabel(key, plan.limits[key])}
                    </Typography>
                  ))}
                </Box>
              </TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, maxWidth: 320 }}>
                  {plan.features.length === 0 ? (
                    <Typography variant="body2" color="text.secondary">
                      Nenhum
                    </Typography>
                  ) : (
                    plan.features.map((feature) => <Chip key={feature} size="small" label={PLAN_FEATURE_LABELS[feature]} />)
                  )}
                </Box>
              </TableCell>
              <TableCell align="right">{formatInteger(plan.subscriptions_count ?? 0)}</TableCell>
              <TableCell>
                <PlanStatusChip retired={plan.is_retired} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

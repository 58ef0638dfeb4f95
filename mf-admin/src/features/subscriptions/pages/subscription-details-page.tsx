import { useState, type ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { Alert, Box, Button, Chip, CircularProgress, Link, Typography } from '@comanda/shared/ui/mui';
import EditIcon from '@mui/icons-material/EditOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatReais, INVOICE_KIND_LABELS, INVOICE_STATUS_LABELS, SUBSCRIPTION_MESSAGES, type AdminSubscriptionDetails, type InvoiceStatus } from '@comanda/shared/domain';
import { toApiError, useToasts } from '@comanda/shared/state';
import { ConfirmDialog } from '@comanda/shared/ui';
import { PageHeader } from '../../../common/components/page-header';
import { formatDate } from '../../../common/lib/format';
import type { ChipColor } from '../../../common/lib/subscription-status';
import { useAdminSubscriptionQuery, useCancelSubscriptionMutation, useChargeInvoiceMutation, useIssueRenewalMutation, type ChargeResult } from '../api/subscriptions-api';
import { SubscriptionStatusChips } from '../components/subscription-status-chips';
import { cycleLabel, formatDay, formatDocument, priceLabel } from '../lib/subscription-format';
import { Facts, SectionCard } from '../../../common/components/section-card';

const INVOICE_COLORS: Record<InvoiceStatus, ChipColor> = { pending: 'info', paid: 'success', overdue: 'error', refunded: 'default', cancelled: 'default' };

function SummaryCard({ sub }: { sub: AdminSubscriptionDetails }) {
  const rows: [string, ReactNode][] = [
    ['Loja', <Link key="s" component={RouterLink} to={`/admin/stores/${sub.store.id}`}>{sub.store.name}</Link>],
    ['Plano', <Link key="p" component={RouterLink} to={`/admin/plans/${sub.plan.id}`}>{sub.plan.name}</Link>],
    ['Ciclo', cycleLabel(sub.billing_cycle)],
    ['Valor', priceLabel(sub.price, sub.billing_cycle)],
  ];
  if (sub.trial_ends_at) rows.push([sub.status === 'trialing' ? 'Teste até' : 'Teste terminou em', formatDate(sub.trial_ends_at)]);
  if (sub.current_period_start || sub.current_period_end) rows.push(['Período atual', `${formatDate(sub.current_period_start)} a ${formatDate(sub.current_period_end)}`]);
  if (sub.grace_ends_at) rows.push(['Carência até', formatDate(sub.grace_ends_at)]);
  rows.push(['Crédito', sub.credit > 0 ? formatReais(sub.credit) : '—'], ['Assinante desde', formatDate(sub.created_at)]);
  return (
    <SectionCard title="Assinatura">
      <Facts rows={rows} />
    </SectionCard>
  );
}

function InvoicesTable({ sub, onCharge, charging }: { sub: AdminSubscriptionDetails; onCharge: (invoiceId: number) => void; charging: boolean }) {
  if (sub.invoices.length === 0) return <Typography color="text.secondary">Nenhuma fatura emitida.</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label="Faturas">
        <TableHead>
          <TableRow>
            <TableCell>Descrição</TableCell>
            <TableCell align="right">Valor</TableCell>
            <TableCell>Vencimento</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Paga em</TableCell>
            <TableCell align="right">Ações</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sub.invoices.map((invoice) => (
            <TableRow key={invoice.id}>
              <TableCell>
                {invoice.description}
                <Typography variant="body2" color="text.secondary">
                  {INVOICE_KIND_LABELS[invoice.kind]}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatReais(invoice.amount)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(invoice.due_date)}</TableCell>
              <TableCell>
                <Chip size="small" color={INVOICE_COLORS[invoice.status]} label={INVOICE_STATUS_LABELS[invoice.status]} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(invoice.paid_at)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {invoice.invoice_url ? (
                  <Button size="small" href={invoice.invoice_url} target="_blank" rel="noopener" endIcon={<OpenInNewIcon />}>
                    Abrir
                  </Button>
                ) : null}
                {invoice.status === 'pending' && !invoice.charged ? (
                  <Button size="small" onClick={() => onCharge(invoice.id)} disabled={charging}>
                    Cobrar de novo
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** /admin/subscriptions/:id: the subscription, its billing data and invoices; issue a renewal, charge again, cancel. */
export function SubscriptionDetailsPage() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data: sub, error, isLoading } = useAdminSubscriptionQuery(id, { skip: !valid });
  const [issue, issuing] = useIssueRenewalMutation();
  const [charge, charging] = useChargeInvoiceMutation();
  const [cancel, cancelling] = useCancelSubscriptionMutation();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const { enqueueSnackbar } = useToasts();

  async function run(action: Promise<ChargeResult>, done: string) {
    try {
      const { warning } = await action;
      enqueueSnackbar(done, { variant: 'success' });
      // The invoice exists; the gateway did not charge it (not configured, down, refused): say why.
      if (warning) enqueueSnackbar(warning, { variant: 'warning' });
    } catch (err) {
      enqueueSnackbar(toApiError(err).message, { variant: 'error' });
    }
  }

  async function doCancel() {
    try {
      await cancel({ id }).unwrap();
      enqueueSnackbar(SUBSCRIPTION_MESSAGES.cancelled, { variant: 'success' });
    } catch (err) {
      enqueueSnackbar(toApiError(err).message, { variant: 'error' });
    }
    setConfirmCancel(false);
  }

  const closed = sub?.status === 'cancelled' || sub?.status === 'suspended';
  return (
    <Box component="section" aria-labelledby="page-title">
      <PageHeader
        title={sub ? `Assinatura: ${sub.store.name}` : 'Assinatura'}
        back={{ to: '/admin/subscriptions', label: 'Assinaturas' }}
        badges={sub ? <SubscriptionStatusChips status={sub.status} standing={sub.standing} /> : null}
        actions={
          sub ? (
            <>
              <Button component={RouterLink} to={`/admin/subscriptions/${sub.id}/edit`} variant="contained" startIcon={<EditIcon />}>
                Editar
              </Button>
              <Button variant="outlined" onClick={() => void run(issue({ id }).unwrap(), 'Fatura de renovação emitida.')} disabled={issuing.isLoading || sub.status === 'suspended'}>
                Emitir fatura
              </Button>
              {!closed ? (
                <Button variant="outlined" color="error" onClick={() => setConfirmCancel(true)}>
                  Cancelar assinatura
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
      {isLoading ? <CircularProgress aria-label="Carregando assinatura" /> : null}
      {!valid || error ? <Alert severity="error">{toApiError(error, 'Assinatura não encontrada.').message}</Alert> : null}
      {sub ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {sub.status === 'suspended' ? (
            <Alert severity="error">
              A loja está suspensa: reative-a na{' '}
              <Link component={RouterLink} to={`/admin/stores/${sub.store.id}`}>
                página da loja
              </Link>{' '}
              antes de mudar a assinatura.
            </Alert>
          ) : null}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
            <SummaryCard sub={sub} />
            <SectionCard title="Dados de cobrança">
              {sub.billing_document ? (
                <Facts
                  rows={[
                    ['CPF/CNPJ', formatDocument(sub.billing_document)],
                    ['E-mail', sub.billing_email ?? '—'],
                  ]}
                />
              ) : (
                <Alert severity="warning">
                  {SUBSCRIPTION_MESSAGES.documentRequired}{' '}
                  <Link component={RouterLink} to={`/admin/subscriptions/${sub.id}/edit`}>
                    Cadastrar agora
                  </Link>
                </Alert>
              )}
            </SectionCard>
          </Box>
          <SectionCard title="Faturas">
            <InvoicesTable sub={sub} charging={charging.isLoading} onCharge={(invoiceId) => void run(charge({ id, invoiceId }).unwrap(), 'Cobrança enviada ao gateway.')} />
          </SectionCard>
          <ConfirmDialog
            open={confirmCancel}
            title={`Cancelar a assinatura de ${sub.store.name}?`}
            text="A loja mantém o acesso até o fim do período pago (ou do teste); depois vêm a carência e o modo somente leitura. Os pedidos já feitos continuam."
            confirmLabel="Cancelar assinatura"
            busy={cancelling.isLoading}
            onConfirm={() => void doCancel()}
            onCancel={() => setConfirmCancel(false)}
          />
        </Box>
      ) : null}
    </Box>
  );
}

import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Box, Typography } from '@comanda/shared/ui/mui';
import { POS_PAYMENT_METHODS, POS_PAYMENT_METHOD_LABELS, differenceLabel, formatBRL, type RegisterSessionView } from '@comanda/shared/domain';

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', fontWeight: strong ? 700 : 400, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Box>
  );
}

const grid = { m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 3, rowGap: 0.5 } as const;

/** The register's figures: the X report while open; with the count, expected against counted (the Z report). */
export function RegisterFigures({ session }: { session: RegisterSessionView }) {
  const { totals, closing } = session;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: closing ? '1fr 1fr' : '1fr' } }}>
      <Box component="dl" aria-label="Resumo do caixa" sx={grid}>
        <Line label="Fundo de troco" value={formatBRL(totals.opening_float_cents)} />
        {POS_PAYMENT_METHODS.map((method) => (
          <Line key={method} label={`Vendas em ${method === 'pix' ? 'PIX' : POS_PAYMENT_METHOD_LABELS[method].toLowerCase()}`} value={formatBRL(totals.sales[method])} />
        ))}
        <Line label={`Vendas (${totals.sales_count})`} value={formatBRL(totals.sales_total_cents)} strong />
        <Line label="Suprimentos" value={formatBRL(totals.suprimento_cents)} />
        <Line label="Acertos de entregadores" value={formatBRL(totals.acerto_cents)} />
        <Line label="Sangrias" value={`- ${formatBRL(totals.sangria_cents)}`} />
        <Line label="Dinheiro esperado na gaveta" value={formatBRL(totals.expected.cash)} strong />
      </Box>
      {closing ? (
        <Box>
          <Table size="small" aria-label="Contagem por forma de pagamento" sx={{ mb: 1, '& td, & th': { px: 1 } }}>
            <TableHead>
              <TableRow>
                <TableCell>Forma</TableCell>
                <TableCell align="right">Esperado</TableCell>
                <TableCell align="right">Contado</TableCell>
                <TableCell align="right">Diferença</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {closing.lines.map((line) => (
                <TableRow key={line.method}>
                  <TableCell>{POS_PAYMENT_METHOD_LABELS[line.method]}</TableCell>
                  <TableCell align="right">{formatBRL(line.expected_cents)}</TableCell>
                  <TableCell align="right">{formatBRL(line.counted_cents)}</TableCell>
                  <TableCell align="right" sx={{ color: line.difference_cents < 0 ? 'error.main' : undefined }}>
                    {line.difference_cents === 0 ? '—' : `${line.difference_cents > 0 ? '+' : '-'} ${formatBRL(Math.abs(line.difference_cents))}`}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Box component="dl" aria-label="Conferência do fechamento" sx={grid}>
            <Line label="Total esperado" value={formatBRL(closing.expected_cents)} />
            <Line label="Total contado" value={formatBRL(closing.counted_cents)} />
            <Line label="Diferença" value={differenceLabel(closing.difference_cents)} strong />
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}

import { CASH_MOVEMENT_LABELS, POS_PAYMENT_METHODS, POS_PAYMENT_METHOD_LABELS, differenceLabel, formatBRL, type RegisterSessionView } from '@comanda/shared/domain';
import { PrintSlip, SlipRow, SlipRule } from '@comanda/shared/ui';
import { formatOrderDateTime as when } from '@comanda/shared/domain';

/** The X report (open register) or Z report (closed) on 80 mm paper. */
export function RegisterSlip({ session }: { session: RegisterSessionView }) {
  const { totals, closing } = session;
  return (
    <PrintSlip testId="register-slip">
      <div className="center strong">{session.store_name}</div>
      <div className="center big">{closing ? 'REDUÇÃO Z' : 'LEITURA X'}</div>
      <div className="center">{session.station_name}</div>
      <div>Abertura: {when(session.opened_at)} - {session.opened_by.name}</div>
      {session.closed_at && session.closed_by ? <div>Fechamento: {when(session.closed_at)} - {session.closed_by.name}</div> : null}
      <SlipRule />
      <SlipRow left="Fundo de troco" right={formatBRL(totals.opening_float_cents)} />
      {POS_PAYMENT_METHODS.map((method) => (
        <SlipRow key={method} left={POS_PAYMENT_METHOD_LABELS[method]} right={formatBRL(totals.sales[method])} />
      ))}
      <SlipRow left={`Vendas (${totals.sales_count})`} right={formatBRL(totals.sales_total_cents)} strong />
      <SlipRow left="Suprimentos" right={formatBRL(totals.suprimento_cents)} />
      <SlipRow left="Acertos de entregadores" right={formatBRL(totals.acerto_cents)} />
      <SlipRow left="Sangrias" right={`-${formatBRL(totals.sangria_cents)}`} />
      <SlipRow left="Dinheiro esperado" right={formatBRL(totals.expected.cash)} strong />
      {session.movements.length > 0 ? (
        <>
          <SlipRule />
          {session.movements.map((m) => (
            <div className="item" key={m.id}>
              <SlipRow left={`${CASH_MOVEMENT_LABELS[m.kind]} ${when(m.created_at)}`} right={formatBRL(m.amount_cents)} />
              <div className="indent">{m.reason} ({m.created_by.name})</div>
            </div>
          ))}
        </>
      ) : null}
      {closing ? (
        <>
          <SlipRule />
          {closing.lines.map((line) => (
            <SlipRow key={line.method} left={`${POS_PAYMENT_METHOD_LABELS[line.method]} contado`} right={formatBRL(line.counted_cents)} />
          ))}
          <SlipRow left="Diferença" right={differenceLabel(closing.difference_cents)} strong />
        </>
      ) : null}
      <SlipRule />
    </PrintSlip>
  );
}

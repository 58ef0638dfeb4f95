import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { kitchenTicket, type Order } from '@comanda/shared/domain';

export const KITCHEN_TICKET_CLASS = 'comanda-kitchen-ticket';

const rule = <div className="rule" aria-hidden>{'-'.repeat(42)}</div>;

function Row({ left, right, strong = false }: { left: ReactNode; right: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? 'row strong' : 'row'}>
      <span>{left}</span>
      <span>{right}</span>
    </div>
  );
}

/** The kitchen ticket ('comanda'): mounted with the order page, visible only when printing. */
export function KitchenTicket({ order }: { order: Order }) {
  const ticket = kitchenTicket(order);
  return createPortal(
    <div
        className={KITCHEN_TICKET_CLASS}
        data-testid="kitchen-ticket"
        aria-hidden
        style={{ width: '80mm', padding: '3mm 4mm', boxSizing: 'border-box', fontFamily: '"DejaVu Sans Mono", "Courier New", monospace', fontSize: '12px', lineHeight: 1.35, color: '#000' }}
      >
        <style>{TICKET_CSS}</style>
        <div className="center strong">{ticket.storeName}</div>
        <div className="center big">PEDIDO {ticket.number}</div>
        <div className="center">{ticket.dateTime}</div>
        <div className="center strong">
          {ticket.typeLabel}
          {ticket.table ? ` - Mesa ${ticket.table}` : ''}
        </div>
        {rule}
        {ticket.items.map((item, index) => (
          <div className="item" key={index}>
            <Row left={<b>{`${item.quantity}x ${item.name}`}</b>} right={item.total} />
            {item.options.map((option, optionIndex) => (
              <div className="indent" key={optionIndex}>
                - {option}
              </div>
            ))}
            {item.notes && <div className="indent strong">OBS: {item.notes}</div>}
          </div>
        ))}
        {rule}
        <div className="strong">Cliente</div>
        {ticket.customer.map((line) => (
          <div key={line}>{line}</div>
        ))}
        {ticket.address.length > 0 && (
          <>
            <div className="strong gap">Entrega</div>
            {ticket.address.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </>
        )}
        {rule}
        <div className="strong">Pagamento</div>
        {ticket.payment.map((line) => (
          <div key={line}>{line}</div>
        ))}
        {rule}
        {ticket.totals.map((line) => (
          <Row key={line.label} left={line.label} right={line.text} strong={line.total} />
        ))}
        {ticket.notes && (
          <>
            {rule}
            <div className="strong">Observações</div>
            <div>{ticket.notes}</div>
          </>
        )}
        {rule}
    </div>,
    document.body,
  );
}

/**
 * Hidden on screen. On paper: an 80 mm roll with no margins, and nothing but the ticket (it is a direct
 * child of <body>, so one rule hides everything else).
 */
const TICKET_CSS = `
.${KITCHEN_TICKET_CLASS} { display: none; }
@page { size: 80mm auto; margin: 0; }
@media print {
  body > * { display: none !important; }
  body > .${KITCHEN_TICKET_CLASS} { display: block !important; }
  body { margin: 0; background: #fff; }
}
.${KITCHEN_TICKET_CLASS} .center { text-align: center; }
.${KITCHEN_TICKET_CLASS} .strong { font-weight: 700; }
.${KITCHEN_TICKET_CLASS} .big { font-size: 18px; font-weight: 700; margin: 1mm 0; }
.${KITCHEN_TICKET_CLASS} .rule { overflow: hidden; white-space: nowrap; margin: 1mm 0; }
.${KITCHEN_TICKET_CLASS} .row { display: flex; justify-content: space-between; gap: 2mm; }
.${KITCHEN_TICKET_CLASS} .row > span:last-child { white-space: nowrap; }
.${KITCHEN_TICKET_CLASS} .row.strong { font-size: 14px; font-weight: 700; }
.${KITCHEN_TICKET_CLASS} .item { margin-bottom: 1mm; }
.${KITCHEN_TICKET_CLASS} .indent { padding-left: 3mm; }
.${KITCHEN_TICKET_CLASS} .gap { margin-top: 1mm; }
`;

import { kitchenTicket, type Order } from '@comanda/shared/domain';
import { PrintSlip, SlipRow as Row, SlipRule } from '@comanda/shared/ui';

const rule = <SlipRule />;

/** The kitchen ticket ('comanda'): mounted with the order page, visible only when printing. */
export function KitchenTicket({ order }: { order: Order }) {
  const ticket = kitchenTicket(order);
  return (
    <PrintSlip testId="kitchen-ticket">
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
    </PrintSlip>
  );
}

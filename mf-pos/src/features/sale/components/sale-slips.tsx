import { posReceipt, type PosSaleView } from '@comanda/shared/domain';
import { PrintSlip, SlipRow, SlipRule } from '@comanda/shared/ui';

/** The customer's non-fiscal receipt on 80 mm paper. */
export function ReceiptSlip({ sale, storeName }: { sale: PosSaleView; storeName: string }) {
  const receipt = posReceipt(sale, storeName);
  return (
    <PrintSlip testId="pos-receipt">
      <div className="center strong">{receipt.storeName}</div>
      <div className="center big">{receipt.title}</div>
      <div className="center">{receipt.dateTime}</div>
      <div className="center">{receipt.typeLine}</div>
      <SlipRule />
      {receipt.items.map((item, index) => (
        <div className="item" key={index}>
          <SlipRow left={item.text} right={item.total} />
          {item.details.map((d) => (
            <div className="indent" key={d}>
              {d}
            </div>
          ))}
        </div>
      ))}
      <SlipRule />
      {receipt.totals.map((line) => (
        <SlipRow key={line.left} left={line.left} right={line.right} strong={line.strong} />
      ))}
      <SlipRule />
      {receipt.payments.map((line, index) => (
        <SlipRow key={index} left={line.left} right={line.right} strong={line.strong} />
      ))}
      {receipt.customer.length > 0 && <SlipRule />}
      {receipt.customer.map((line) => (
        <div key={line}>{line}</div>
      ))}
      <SlipRule />
      {receipt.footer.map((line) => (
        <div className="center" key={line}>
          {line}
        </div>
      ))}
    </PrintSlip>
  );
}

/** The kitchen ticket of a POS sale (or of one round of a tab): items, options and notes, big and plain. */
export function SaleKitchenSlip({ sale, storeName, round }: { sale: PosSaleView; storeName: string; round?: number }) {
  const receipt = posReceipt(sale, storeName);
  return (
    <PrintSlip testId="pos-kitchen-ticket">
      <div className="center strong">{storeName}</div>
      <div className="center big">{receipt.title}</div>
      <div className="center strong">{receipt.typeLine}</div>
      {round ? <div className="center strong">Rodada {round}</div> : null}
      <div className="center">{receipt.dateTime}</div>
      <SlipRule />
      {receipt.items.map((item, index) => (
        <div className="item" key={index}>
          <div className="strong">{item.text}</div>
          {item.details.map((d) => (
            <div className="indent strong" key={d}>
              - {d}
            </div>
          ))}
        </div>
      ))}
      <SlipRule />
    </PrintSlip>
  );
}

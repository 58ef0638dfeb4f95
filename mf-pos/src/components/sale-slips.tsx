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

/** The kitchen ticket of a POS sale: its number and type, then the items. */
export function SaleKitchenSlip({ sale, storeName }: { sale: PosSaleView; storeName: string }) {
  const receipt = posReceipt(sale, storeName);
  return <KitchenSlip storeName={storeName} heading={receipt.title} subheading={receipt.typeLine} dateTime={receipt.dateTime} items={sale.items} />;
}

type KitchenSlipProps = {
  storeName: string;
  /** Big: the sale ("VENDA #0042") or the round ("Mesa 4 — Rodada 2"). */
  heading: string;
  subheading?: string;
  dateTime: string;
  items: readonly Pick<PosSaleView['items'][number], 'quantity' | 'name' | 'option_lines' | 'notes'>[];
  testId?: string;
};

/** An 80 mm kitchen ticket (a sale's, a tab's round): items, options and notes, big and plain. */
export function KitchenSlip({ storeName, heading, subheading, dateTime, items, testId = 'pos-kitchen-ticket' }: KitchenSlipProps) {
  return (
    <PrintSlip testId={testId}>
      {storeName && <div className="center strong">{storeName}</div>}
      <div className="center big">{heading}</div>
      {subheading && <div className="center strong">{subheading}</div>}
      <div className="center">{dateTime}</div>
      <SlipRule />
      {items.map((item, index) => (
        <div className="item" key={index}>
          <div className="strong">
            {item.quantity}x {item.name}
          </div>
          {[...item.option_lines, ...(item.notes ? [`OBS: ${item.notes}`] : [])].map((line) => (
            <div className="indent strong" key={line}>
              - {line}
            </div>
          ))}
        </div>
      ))}
      <SlipRule />
    </PrintSlip>
  );
}

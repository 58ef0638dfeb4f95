import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

export const PRINT_SLIP_CLASS = 'comanda-print-slip';

/** A dashed line across the 80 mm roll. */
export const SlipRule = () => (
  <div className="rule" aria-hidden>
    {'-'.repeat(42)}
  </div>
);

export function SlipRow({ left, right, strong = false }: { left: ReactNode; right: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? 'row strong' : 'row'}>
      <span>{left}</span>
      <span>{right}</span>
    </div>
  );
}

/**
 * A slip for an 80 mm thermal printer (kitchen ticket, receipt, register report): hidden on screen, and on paper
 * the only thing printed (a direct child of <body>, so one rule hides everything else). `window.print()` prints it.
 */
export function PrintSlip({ children, testId }: { children: ReactNode; testId?: string }) {
  return createPortal(
    <div
      className={PRINT_SLIP_CLASS}
      data-testid={testId}
      aria-hidden
      style={{ width: '80mm', padding: '3mm 4mm', boxSizing: 'border-box', fontFamily: '"DejaVu Sans Mono", "Courier New", monospace', fontSize: '12px', lineHeight: 1.35, color: '#000' }}
    >
      <style>{SLIP_CSS}</style>
      {children}
    </div>,
    document.body,
  );
}

const SLIP_CSS = `
.${PRINT_SLIP_CLASS} { display: none; }
@page { size: 80mm auto; margin: 0; }
@media print {
  body > * { display: none !important; }
  body > .${PRINT_SLIP_CLASS} { display: block !important; }
  body { margin: 0; background: #fff; }
}
.${PRINT_SLIP_CLASS} .center { text-align: center; }
.${PRINT_SLIP_CLASS} .strong { font-weight: 700; }
.${PRINT_SLIP_CLASS} .big { font-size: 18px; font-weight: 700; margin: 1mm 0; }
.${PRINT_SLIP_CLASS} .rule { overflow: hidden; white-space: nowrap; margin: 1mm 0; }
.${PRINT_SLIP_CLASS} .row { display: flex; justify-content: space-between; gap: 2mm; }
.${PRINT_SLIP_CLASS} .row > span:last-child { white-space: nowrap; }
.${PRINT_SLIP_CLASS} .row.strong { font-size: 14px; font-weight: 700; }
.${PRINT_SLIP_CLASS} .item { margin-bottom: 1mm; }
.${PRINT_SLIP_CLASS} .indent { padding-left: 3mm; }
.${PRINT_SLIP_CLASS} .gap { margin-top: 1mm; }
`;

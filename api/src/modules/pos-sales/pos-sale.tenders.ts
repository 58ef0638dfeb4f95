import { formatBRL, POS_SALE_MESSAGES, TenderError, tenderLines, type Tender, type TenderLine, type TenderSettlement } from '@comanda/shared/domain';
import { fieldError } from '../../lib/http-error';

/**
 * The tenders against `dueCents` as payment rows (shared/domain tenderLines): a refused tender is a 422 naming it
 * (`tenders.N.amount_cents`); unless `allowPartial`, something left to pay is a 422 on `tenders`.
 */
export function settleSale(dueCents: number, tenders: readonly Tender[], allowPartial: boolean): { settlement: TenderSettlement; lines: TenderLine[] } {
  let result: ReturnType<typeof tenderLines>;
  try {
    result = tenderLines(dueCents, tenders);
  } catch (err) {
    if (err instanceof TenderError) throw fieldError(`tenders.${err.index}.amount_cents`, err.message);
    throw err;
  }
  const remaining = result.settlement.remaining_cents;
  if (!allowPartial && remaining > 0) throw fieldError('tenders', POS_SALE_MESSAGES.notFullyPaid(formatBRL(remaining)));
  return result;
}

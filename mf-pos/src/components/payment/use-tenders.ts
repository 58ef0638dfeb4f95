import { useCallback, useMemo, useState } from 'react';
import { TenderError, settleTenders, type PosPaymentMethod, type Tender, type TenderSettlement } from '@comanda/shared/domain';

export type Settled = { settlement: TenderSettlement; error: string | null };

/** The tenders settled against what is due: the change, what is missing, and the first refusal (the tenders before it still count). */
export function settle(dueCents: number, tenders: readonly Tender[]): Settled {
  try {
    return { settlement: settleTenders(dueCents, tenders), error: null };
  } catch (err) {
    if (err instanceof TenderError) return { settlement: settleTenders(dueCents, tenders.slice(0, err.index)), error: err.message };
    throw err;
  }
}

/** The payments being typed for `dueCents` (a sale, one part of a tab's bill): the method picked, the tenders and how they settle. */
export function useTenders(dueCents: number) {
  const [tenders, setTenders] = useState<Tender[]>([]);
  const [method, setMethod] = useState<PosPaymentMethod>('cash');
  const { settlement, error } = useMemo(() => settle(dueCents, tenders), [dueCents, tenders]);
  return {
    tenders,
    method,
    setMethod,
    settlement,
    error,
    add: useCallback((tender: Tender) => setTenders((list) => [...list, tender]), []),
    remove: useCallback((index: number) => setTenders((list) => list.filter((_t, i) => i !== index)), []),
  };
}

export type TendersState = ReturnType<typeof useTenders>;

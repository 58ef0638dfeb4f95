import { useCallback } from 'react';
import type { NewCartItem } from '@comanda/shared/domain';
import { useAppDispatch, useAppSelector } from '@comanda/shared/state';
import { roundCleared, roundDraftKey, roundLineAdded, roundLineNotesSet, roundLineQuantitySet, roundLineRemoved, selectRoundDraft } from '../state/round-draft-slice';

/** The next round of the tab on `label`, with the actions that change it. */
export function useRoundDraft(storeId: number, label: string) {
  const dispatch = useAppDispatch();
  const tabKey = roundDraftKey(storeId, label);
  const draft = useAppSelector((state) => selectRoundDraft(state, tabKey));
  return {
    draft,
    add: useCallback((item: NewCartItem) => dispatch(roundLineAdded({ tabKey, item, now: new Date().toISOString() })), [dispatch, tabKey]),
    setQuantity: useCallback((lineKey: string, quantity: number) => dispatch(roundLineQuantitySet({ tabKey, lineKey, quantity })), [dispatch, tabKey]),
    setNotes: useCallback((lineKey: string, notes: string) => dispatch(roundLineNotesSet({ tabKey, lineKey, notes })), [dispatch, tabKey]),
    remove: useCallback((lineKey: string) => dispatch(roundLineRemoved({ tabKey, lineKey })), [dispatch, tabKey]),
    clear: useCallback(() => dispatch(roundCleared({ tabKey })), [dispatch, tabKey]),
  };
}

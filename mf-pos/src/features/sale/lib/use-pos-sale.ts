import { useCallback } from 'react';
import type { NewCartItem, OrderType, PosAddress, PosCustomer, PosDiscount } from '@comanda/shared/domain';
import { useAppDispatch, useAppSelector } from '@comanda/shared/state';
import { customerSet, deliverySet, discountSet, draftCleared, lineAdded, lineNotesSet, lineQuantitySet, lineRemoved, notesSet, orderTypeSet, selectDraft, tableSet } from '../state/sale-slice';

/** The station's sale being rung up for `storeId`, with the actions that change it. */
export function usePosSale(storeId: number) {
  const dispatch = useAppDispatch();
  const draft = useAppSelector((state) => selectDraft(state, storeId));
  return {
    draft,
    add: useCallback((item: NewCartItem) => dispatch(lineAdded({ storeId, item, now: new Date().toISOString() })), [dispatch, storeId]),
    setQuantity: useCallback((lineKey: string, quantity: number) => dispatch(lineQuantitySet({ storeId, lineKey, quantity })), [dispatch, storeId]),
    remove: useCallback((lineKey: string) => dispatch(lineRemoved({ storeId, lineKey })), [dispatch, storeId]),
    setLineNotes: useCallback((lineKey: string, notes: string) => dispatch(lineNotesSet({ storeId, lineKey, notes })), [dispatch, storeId]),
    setOrderType: useCallback((orderType: OrderType) => dispatch(orderTypeSet({ storeId, orderType })), [dispatch, storeId]),
    setTable: useCallback((table: string) => dispatch(tableSet({ storeId, table })), [dispatch, storeId]),
    setCustomer: useCallback((customer: PosCustomer) => dispatch(customerSet({ storeId, customer })), [dispatch, storeId]),
    setDiscount: useCallback((discount: PosDiscount | null, managerPin: string | null) => dispatch(discountSet({ storeId, discount, managerPin })), [dispatch, storeId]),
    setDelivery: useCallback((address: PosAddress, feeCents: number | null) => dispatch(deliverySet({ storeId, address, feeCents })), [dispatch, storeId]),
    setNotes: useCallback((notes: string) => dispatch(notesSet({ storeId, notes })), [dispatch, storeId]),
    clear: useCallback(() => dispatch(draftCleared({ storeId })), [dispatch, storeId]),
  };
}

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  addLine,
  emptyDraft,
  removeLine,
  setLineNotes,
  setLineQuantity,
  type NewCartItem,
  type OrderType,
  type PosCustomer,
  type PosAddress,
  type PosDiscount,
  type PosDraft,
  type PosSaleView,
} from '@comanda/shared/domain';
import { rootReducer, type RootState } from '@comanda/shared/state';

/** What the success screen shows: the server's sale, or (queued) the station's own view of a sale waiting to be sent. */
export type FinishedSale = { sale: PosSaleView; queued: boolean; key: string };

type PosSaleState = { byStore: Record<number, PosDraft>; finished: Record<number, FinishedSale | undefined> };
type ForStore<T = object> = PayloadAction<{ storeId: number } & T>;

const draftOf = (state: PosSaleState, storeId: number): PosDraft => state.byStore[storeId] ?? emptyDraft();

/** The sale being rung up at this station, per store: a thin wrapper over shared/domain's sale-draft rules. */
export const posSaleSlice = createSlice({
  name: 'posSale',
  initialState: { byStore: {}, finished: {} } as PosSaleState,
  reducers: {
    lineAdded(state, action: ForStore<{ item: NewCartItem; now: string }>) {
      state.byStore[action.payload.storeId] = addLine(draftOf(state, action.payload.storeId), action.payload.item, action.payload.now);
    },
    lineQuantitySet(state, action: ForStore<{ lineKey: string; quantity: number }>) {
      state.byStore[action.payload.storeId] = setLineQuantity(draftOf(state, action.payload.storeId), action.payload.lineKey, action.payload.quantity);
    },
    lineRemoved(state, action: ForStore<{ lineKey: string }>) {
      state.byStore[action.payload.storeId] = removeLine(draftOf(state, action.payload.storeId), action.payload.lineKey);
    },
    lineNotesSet(state, action: ForStore<{ lineKey: string; notes: string }>) {
      state.byStore[action.payload.storeId] = setLineNotes(draftOf(state, action.payload.storeId), action.payload.lineKey, action.payload.notes);
    },
    orderTypeSet(state, action: ForStore<{ orderType: OrderType }>) {
      state.byStore[action.payload.storeId] = { ...draftOf(state, action.payload.storeId), orderType: action.payload.orderType };
    },
    tableSet(state, action: ForStore<{ table: string }>) {
      state.byStore[action.payload.storeId] = { ...draftOf(state, action.payload.storeId), table: action.payload.table };
    },
    customerSet(state, action: ForStore<{ customer: PosCustomer }>) {
      state.byStore[action.payload.storeId] = { ...draftOf(state, action.payload.storeId), customer: action.payload.customer };
    },
    discountSet(state, action: ForStore<{ discount: PosDiscount | null; managerPin: string | null }>) {
      const { discount, managerPin } = action.payload;
      state.byStore[action.payload.storeId] = { ...draftOf(state, action.payload.storeId), discount, managerPin: discount ? managerPin : null };
    },
    deliverySet(state, action: ForStore<{ address: PosAddress; feeCents: number | null }>) {
      state.byStore[action.payload.storeId] = { ...draftOf(state, action.payload.storeId), address: action.payload.address, deliveryFeeCents: action.payload.feeCents };
    },
    notesSet(state, action: ForStore<{ notes: string }>) {
      state.byStore[action.payload.storeId] = { ...draftOf(state, action.payload.storeId), notes: action.payload.notes };
    },
    saleFinished(state, action: ForStore<{ finished: FinishedSale }>) {
      const kept = draftOf(state, action.payload.storeId).orderType;
      state.byStore[action.payload.storeId] = emptyDraft(kept === 'dine_in' ? 'pickup' : kept);
      state.finished[action.payload.storeId] = action.payload.finished;
    },
    draftCleared(state, action: ForStore) {
      state.byStore[action.payload.storeId] = emptyDraft(draftOf(state, action.payload.storeId).orderType);
    },
  },
});

export const injectedPosSaleSlice = posSaleSlice.injectInto(rootReducer);
export const { lineAdded, lineQuantitySet, lineRemoved, lineNotesSet, orderTypeSet, tableSet, customerSet, deliverySet, discountSet, notesSet, saleFinished, draftCleared } =
  posSaleSlice.actions;

const EMPTY = emptyDraft();
const sliceOf = (state: RootState) => injectedPosSaleSlice.selectSlice(state as RootState & { posSale?: PosSaleState });

export const selectDraft = (state: RootState, storeId: number): PosDraft => sliceOf(state).byStore[storeId] ?? EMPTY;
export const selectFinishedSale = (state: RootState, storeId: number): FinishedSale | null => sliceOf(state).finished[storeId] ?? null;

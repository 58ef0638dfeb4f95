import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { addLine, emptyDraft, removeLine, setLineNotes, setLineQuantity, type NewCartItem, type PosDraft } from '@comanda/shared/domain';
import { rootReducer, type RootState } from '@comanda/shared/state';

/** The next round of each table being built at this station (kept while the waiter goes to another table). */
type RoundDraftState = { byTab: Record<string, PosDraft> };
type ForTab<T = object> = PayloadAction<{ tabKey: string } & T>;

export const roundDraftKey = (storeId: number, label: string) => `${storeId}:${label.trim().toLowerCase()}`;

const draftOf = (state: RoundDraftState, key: string): PosDraft => state.byTab[key] ?? emptyDraft('dine_in');

export const roundDraftSlice = createSlice({
  name: 'posTabRound',
  initialState: { byTab: {} } as RoundDraftState,
  reducers: {
    roundLineAdded(state, action: ForTab<{ item: NewCartItem; now: string }>) {
      state.byTab[action.payload.tabKey] = addLine(draftOf(state, action.payload.tabKey), action.payload.item, action.payload.now);
    },
    roundLineQuantitySet(state, action: ForTab<{ lineKey: string; quantity: number }>) {
      state.byTab[action.payload.tabKey] = setLineQuantity(draftOf(state, action.payload.tabKey), action.payload.lineKey, action.payload.quantity);
    },
    roundLineNotesSet(state, action: ForTab<{ lineKey: string; notes: string }>) {
      state.byTab[action.payload.tabKey] = setLineNotes(draftOf(state, action.payload.tabKey), action.payload.lineKey, action.payload.notes);
    },
    roundLineRemoved(state, action: ForTab<{ lineKey: string }>) {
      state.byTab[action.payload.tabKey] = removeLine(draftOf(state, action.payload.tabKey), action.payload.lineKey);
    },
    roundCleared(state, action: ForTab) {
      delete state.byTab[action.payload.tabKey];
    },
  },
});

export const injectedRoundDraftSlice = roundDraftSlice.injectInto(rootReducer);
export const { roundLineAdded, roundLineQuantitySet, roundLineNotesSet, roundLineRemoved, roundCleared } = roundDraftSlice.actions;

const EMPTY = emptyDraft('dine_in');
export const selectRoundDraft = (state: RootState, tabKey: string): PosDraft =>
  injectedRoundDraftSlice.selectSlice(state as RootState & { posTabRound?: RoundDraftState }).byTab[tabKey] ?? EMPTY;

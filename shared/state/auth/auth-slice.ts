import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { activeStoreIdFor, isAdmin, type AuthUser } from '@comanda/shared/domain';
import type { SupportStore } from './support-store-storage';

/** Auth state of spec section 3: user, isAuthenticated, isLoading (true until the start-up check ends). */
export type AuthState = {
  user: AuthUser | null;
  token: string | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  /** The store a store-wide staff member chose to work on (main store or a branch); null = their own store. */
  activeStoreId: number | null;
  /** The store a super_admin is reading in support mode (also the active store while it lasts); null = not in support mode. */
  supportStore: SupportStore | null;
};

export const initialAuthState: AuthState = { user: null, token: null, isAuthenticated: false, isLoading: true, activeStoreId: null, supportStore: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    tokenReceived(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    userAuthenticated(state, action: PayloadAction<AuthUser>) {
      // Another account (or another store) signed in: the previous choice of store does not carry over.
      if (state.user?.id !== action.payload.id || state.user.store_id !== action.payload.store_id) {
        state.activeStoreId = null;
        state.supportStore = null;
      }
      state.user = action.payload;
      state.isAuthenticated = true;
    },
    /** The store the staff screens work on (null = back to the user's own store). */
    activeStoreChosen(state, action: PayloadAction<number | null>) {
      state.activeStoreId = action.payload;
    },
    supportModeStarted(state, action: PayloadAction<SupportStore>) {
      state.supportStore = action.payload;
      state.activeStoreId = action.payload.id;
    },
    supportModeEnded(state) {
      state.supportStore = null;
      state.activeStoreId = null;
    },
    authCleared(state) {
      state.user = null;
      state.token = null;
      state.isAuthenticated = false;
      state.activeStoreId = null;
      state.supportStore = null;
    },
    authCheckStarted(state) {
      state.isLoading = true;
    },
    authCheckFinished(state) {
      state.isLoading = false;
    },
  },
  selectors: {
    selectAuth: (state) => state,
    selectCurrentUser: (state) => state.user,
    selectIsAuthenticated: (state) => state.isAuthenticated,
    /** The store every staff screen calls the API for: the branch for branch-scoped staff, else the chosen store or the user's own. */
    selectActiveStoreId: (state) => activeStoreIdFor(state.user, state.activeStoreId ?? null),
    /** The store a super_admin reads in support mode, or null (never for other roles). */
    selectSupportStore: (state) => (isAdmin(state.user?.role) ? (state.supportStore ?? null) : null),
  },
});

export const { tokenReceived, userAuthenticated, activeStoreChosen, supportModeStarted, supportModeEnded, authCleared, authCheckStarted, authCheckFinished } =
  authSlice.actions;
export const { selectAuth, selectCurrentUser, selectIsAuthenticated, selectActiveStoreId, selectSupportStore } = authSlice.selectors;

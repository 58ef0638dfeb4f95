import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthUser } from '@comanda/shared/domain';

/** Auth state of spec section 3: user, isAuthenticated, isLoading (true until the start-up check ends). */
export type AuthState = {
  user: AuthUser | null;
  token: string | null;
  isAuthenticated: boolean;
  isLoading: boolean;
};

export const initialAuthState: AuthState = { user: null, token: null, isAuthenticated: false, isLoading: true };

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    tokenReceived(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    userAuthenticated(state, action: PayloadAction<AuthUser>) {
      state.user = action.payload;
      state.isAuthenticated = true;
    },
    authCleared(state) {
      state.user = null;
      state.token = null;
      state.isAuthenticated = false;
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
  },
});

export const { tokenReceived, userAuthenticated, authCleared, authCheckStarted, authCheckFinished } = authSlice.actions;
export const { selectAuth, selectCurrentUser, selectIsAuthenticated } = authSlice.selectors;

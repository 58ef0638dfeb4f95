import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi } from './api/base-api';
import { authSlice } from './auth/auth-slice';

/**
 * The one root reducer. Remotes add their slices with `slice.injectInto(rootReducer)` and their
 * endpoints with `baseApi.injectEndpoints`; they never create a store.
 */
export const rootReducer = combineSlices(baseApi, authSlice);

export type RootState = ReturnType<typeof rootReducer>;

export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

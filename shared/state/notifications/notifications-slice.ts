import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../store';

type NotificationsState = {
  /** False once a notification call got a 401 that a token refresh could not fix (spec section 8). */
  connected: boolean;
};

const initialState: NotificationsState = { connected: true };

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notificationsConnectionChanged(state, action: PayloadAction<boolean>) {
      state.connected = action.payload;
    },
  },
});

export const injectedNotificationsSlice = notificationsSlice.injectInto(rootReducer);

export const { notificationsConnectionChanged } = notificationsSlice.actions;

export function selectNotificationsConnected(state: RootState): boolean {
  return injectedNotificationsSlice.selectSlice(state as RootState & { notifications?: NotificationsState }).connected;
}

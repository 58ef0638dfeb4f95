import type { SnackbarProviderProps } from 'notistack';

/** Spec section 9: 5000 ms, top-right, at most 20 at once. */
export const TOAST_CONFIG = {
  autoHideDuration: 5000,
  anchorOrigin: { vertical: 'top', horizontal: 'right' },
  maxSnack: 20,
} as const satisfies Partial<SnackbarProviderProps>;

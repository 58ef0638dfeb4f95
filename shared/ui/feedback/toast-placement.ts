import type { SnackbarOrigin } from 'notistack';
import { TOAST_CONFIG } from './toast-config';

/** Phone toasts rise above the storefront's floating cart button (24 px from the bottom, 56 px tall). */
export const TOAST_LIFTED_CLASS = 'comanda-toasts-lifted';
export const TOAST_LIFT_PX = 88;

export function toastAnchor(area: boolean, phone: boolean): SnackbarOrigin {
  if (!area) return TOAST_CONFIG.anchorOrigin;
  // Wider screens: the middle of the top edge, between a dialog's title (left) and its close button (right), and
  // left of the cart drawer; a dialog's bottom holds its quantity stepper, total and 'Adicionar ao Carrinho'.
  return phone ? { vertical: 'bottom', horizontal: 'center' } : { vertical: 'top', horizontal: 'center' };
}

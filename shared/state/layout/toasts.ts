import type { OptionsObject, SnackbarMessage } from 'notistack';

/**
 * Toasts, as every area shows them: `const { enqueueSnackbar } = useToasts()`. notistack itself is not part of a
 * page's first load (issue 14): the shell's ToastProvider loads it once the page is interactive and the browser is
 * idle, or at the first toast, whichever comes first. Toasts asked for before then wait here, in order, and are shown
 * as soon as it is loaded. This queue lives in the shared singleton so that the shell and every remote meet on it.
 */
export type ToastOptions = Pick<OptionsObject, 'variant'>;
export type Toast = { message: SnackbarMessage; options?: ToastOptions };
/** What shows a toast once notistack is loaded (the shell's toast host). */
export type ToastSink = (toast: Toast) => void;

const waiting: Toast[] = [];
let sink: ToastSink | null = null;
let closeShown: (() => void) | null = null;
const demandListeners = new Set<() => void>();

export function enqueueToast(message: SnackbarMessage, options?: ToastOptions): void {
  const toast = options ? { message, options } : { message };
  if (sink) {
    sink(toast);
    return;
  }
  waiting.push(toast);
  demandListeners.forEach((listener) => listener());
}

/** Closes every toast, shown or waiting: for a screen that now shows what they said (the cart after 'adicionado'). */
export function closeToasts(): void {
  waiting.length = 0;
  closeShown?.();
}

const TOASTS = { enqueueSnackbar: enqueueToast, closeSnackbar: closeToasts } as const;

/** The toast function of every screen (stable: safe in effect and callback dependencies). */
export function useToasts(): typeof TOASTS {
  return TOASTS;
}

/**
 * The toast host attaches once notistack is loaded, with what closes the toasts it shows: the toasts that waited
 * are shown first, in order.
 */
export function attachToastSink(next: ToastSink, closeAll: () => void = () => {}): () => void {
  sink = next;
  closeShown = closeAll;
  waiting.splice(0).forEach(next);
  return () => {
    if (sink !== next) return;
    sink = null;
    closeShown = null;
  };
}

/** Called when a toast is asked for and no host is attached yet (at once if one is already waiting). */
export function onToastDemand(listener: () => void): () => void {
  demandListeners.add(listener);
  if (waiting.length > 0) listener();
  return () => {
    demandListeners.delete(listener);
  };
}

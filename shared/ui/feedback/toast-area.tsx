import { forwardRef, useContext, useState, type ReactNode } from 'react';
import { GlobalStyles } from '@mui/material';
import { useMediaQuery } from '@comanda/shared/ui/mui';
import type { Theme } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, type CustomContentProps, type SnackbarOrigin, type SnackbarProviderProps } from 'notistack';
import { ToastAreaRegistryContext, ToastAreaThemeContext, type ToastAreaRegistry } from '@comanda/shared/state';
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

/** Toasts coloured by the area's theme: errors and warnings keep their meaning, the rest wear the brand colour. */
const AreaToast = forwardRef<HTMLDivElement, CustomContentProps>(function AreaToast(props, ref) {
  const theme = useContext(ToastAreaThemeContext);
  if (!theme) return <MaterialDesignContent ref={ref} {...props} />;
  const { palette } = theme;
  const colors = props.variant === 'error' ? palette.error : props.variant === 'warning' ? palette.warning : palette.primary;
  return <MaterialDesignContent ref={ref} {...props} style={{ ...props.style, backgroundColor: colors.main, color: colors.contrastText }} />;
});

const AREA_COMPONENTS: SnackbarProviderProps['Components'] = {
  default: AreaToast,
  success: AreaToast,
  error: AreaToast,
  warning: AreaToast,
  info: AreaToast,
};

/**
 * The shell's one toast provider (spec section 9 settings). An area drawn in its own colours (the storefront, in
 * the store's) registers its theme while mounted with `useToastArea` (@comanda/shared/state), and its toasts then
 * take that theme's colours and leave the top-right corner, where its dialogs have their close button and its cart
 * drawer its header: on a phone they rise from the bottom centre above the floating cart button, on a wider screen
 * they drop from the middle of the top edge. Everywhere else the spec's top-right corner stays.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [themes, setThemes] = useState<readonly Theme[]>([]);
  const [registry] = useState<ToastAreaRegistry>(() => ({
    register(theme) {
      setThemes((current) => [...current, theme]);
      return () => setThemes((current) => current.filter((registered) => registered !== theme));
    },
  }));
  const phone = useMediaQuery('(max-width:599.95px)');
  const areaTheme = themes.at(-1) ?? null;
  return (
    <ToastAreaRegistryContext.Provider value={registry}>
      <ToastAreaThemeContext.Provider value={areaTheme}>
        {areaTheme && phone && <GlobalStyles styles={{ [`.notistack-SnackbarContainer.${TOAST_LIFTED_CLASS}`]: { bottom: TOAST_LIFT_PX } }} />}
        <SnackbarProvider
          {...TOAST_CONFIG}
          anchorOrigin={toastAnchor(areaTheme !== null, phone)}
          classes={{ containerAnchorOriginBottomCenter: TOAST_LIFTED_CLASS }}
          Components={AREA_COMPONENTS}
        >
          {children}
        </SnackbarProvider>
      </ToastAreaThemeContext.Provider>
    </ToastAreaRegistryContext.Provider>
  );
}

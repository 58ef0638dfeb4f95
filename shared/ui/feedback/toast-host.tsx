import { forwardRef, useContext, useEffect } from 'react';
import { GlobalStyles } from '@mui/material';
import { useMediaQuery } from '@comanda/shared/ui/mui';
import { closeSnackbar, enqueueSnackbar, MaterialDesignContent, SnackbarProvider, type CustomContentProps, type SnackbarProviderProps } from 'notistack';
import { attachToastSink, ToastAreaThemeContext } from '@comanda/shared/state';
import { TOAST_CONFIG } from './toast-config';
import { TOAST_LIFT_PX, TOAST_LIFTED_CLASS, toastAnchor } from './toast-placement';

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
 * notistack, loaded after the page (see ToastProvider): its provider wraps nothing, and the toasts every screen
 * asked for (useToasts, @comanda/shared/state) reach it through the shared queue.
 */
export default function ToastHost() {
  const area = useContext(ToastAreaThemeContext) !== null;
  const phone = useMediaQuery('(max-width:599.95px)');
  useEffect(
    () =>
      attachToastSink(
        ({ message, options }) => void enqueueSnackbar(message, options),
        () => closeSnackbar(),
      ),
    [],
  );
  return (
    <>
      {area && phone && <GlobalStyles styles={{ [`.notistack-SnackbarContainer.${TOAST_LIFTED_CLASS}`]: { bottom: TOAST_LIFT_PX } }} />}
      <SnackbarProvider
        {...TOAST_CONFIG}
        anchorOrigin={toastAnchor(area, phone)}
        classes={{ containerAnchorOriginBottomCenter: TOAST_LIFTED_CLASS }}
        Components={AREA_COMPONENTS}
      />
    </>
  );
}

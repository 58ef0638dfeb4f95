/** CSS variable (on <html>) with the alert dock's height: full-height layouts subtract it (calc(100vh - … - var())). */
export const ALERT_DOCK_HEIGHT_VAR = '--comanda-alert-dock-height';

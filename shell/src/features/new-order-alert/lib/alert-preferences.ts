export const ALERT_MUTED_KEY = 'comanda.new-order-alert.muted';

export function readAlertMuted(): boolean {
  try {
    return localStorage.getItem(ALERT_MUTED_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeAlertMuted(muted: boolean): void {
  try {
    if (muted) localStorage.setItem(ALERT_MUTED_KEY, '1');
    else localStorage.removeItem(ALERT_MUTED_KEY);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

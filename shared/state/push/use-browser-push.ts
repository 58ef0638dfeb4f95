import { useCallback, useEffect, useState } from 'react';
import { browserPushSupport, currentPushSubscription, subscribeBrowser } from './browser-push';
import { useDeletePushSubscriptionMutation, useLazyPushPublicKeyQuery, useSavePushSubscriptionMutation } from './push-api';

/**
 * "Receber notificações neste navegador": loading, unsupported (no Web Push here), denied (the site is blocked in the
 * browser's settings), off, on (this browser has a subscription, sent to the API).
 */
export type BrowserPushState = 'loading' | 'unsupported' | 'denied' | 'off' | 'on';

export type BrowserPush = {
  state: BrowserPushState;
  busy: boolean;
  /** Asks for the permission, subscribes and registers the browser with the API. */
  enable(): Promise<BrowserPushState>;
  /** Unsubscribes the browser and forgets it on the API. */
  disable(): Promise<void>;
};

export function useBrowserPush(): BrowserPush {
  const [state, setState] = useState<BrowserPushState>('loading');
  const [busy, setBusy] = useState(false);
  const [fetchPublicKey] = useLazyPushPublicKeyQuery();
  const [saveSubscription] = useSavePushSubscriptionMutation();
  const [deleteSubscription] = useDeletePushSubscriptionMutation();

  useEffect(() => {
    let alive = true;
    const support = browserPushSupport();
    if (support === 'unsupported' || support === 'denied') {
      setState(support);
      return;
    }
    currentPushSubscription()
      .then((subscription) => {
        const on = subscription !== null && support === 'granted';
        // The browser may have been subscribed by whoever was signed in before: it is this account's now.
        if (on) saveSubscription(subscription.toJSON()).catch(() => undefined);
        if (alive) setState(on ? 'on' : 'off');
      })
      .catch(() => alive && setState('off'));
    return () => {
      alive = false;
    };
  }, [saveSubscription]);

  const enable = useCallback(async (): Promise<BrowserPushState> => {
    setBusy(true);
    try {
      const publicKey = await fetchPublicKey(undefined, true).unwrap();
      const subscription = await subscribeBrowser(publicKey);
      if (!subscription) {
        const next = browserPushSupport() === 'denied' ? 'denied' : 'off';
        setState(next);
        return next;
      }
      // The same subscription again is harmless: the API keeps one row per endpoint.
      await saveSubscription(subscription.toJSON()).unwrap();
      setState('on');
      return 'on';
    } finally {
      setBusy(false);
    }
  }, [fetchPublicKey, saveSubscription]);

  const disable = useCallback(async () => {
    setBusy(true);
    try {
      const subscription = await currentPushSubscription();
      if (subscription) {
        await deleteSubscription(subscription.endpoint).unwrap();
        await subscription.unsubscribe();
      }
      setState('off');
    } finally {
      setBusy(false);
    }
  }, [deleteSubscription]);

  return { state, busy, enable, disable };
}

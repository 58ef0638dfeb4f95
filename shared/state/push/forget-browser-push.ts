import { browserPushSupport, currentPushSubscription } from './browser-push';

/**
 * Signing out: this browser stops receiving the account's pushes — the server forgets its subscription (while the
 * session still authorises that) and the browser unsubscribes. Best effort: a sign-out never fails on push.
 */
export async function forgetBrowserPush(forgetOnServer: (endpoint: string) => Promise<unknown>): Promise<void> {
  try {
    if (browserPushSupport() === 'unsupported') return;
    const subscription = await currentPushSubscription();
    if (!subscription) return;
    await forgetOnServer(subscription.endpoint).catch(() => undefined);
    await subscription.unsubscribe();
  } catch {
    // The browser refused to answer: the server drops the subscription at its first 404/410.
  }
}

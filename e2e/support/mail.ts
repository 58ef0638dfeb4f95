// The mails the platform sent through the local SMTP server of the e2e run (global-setup.ts).
import { ENV, sharedValue } from './env';

export type E2eMail = { from: string; to: string[]; subject: string; text: string; html: string | null; receivedAt: string };

/** The newest mail to `address` (polling the inbox), optionally one whose subject or text matches `matching`. */
export async function lastMailTo(address: string, { matching, timeoutMs = 15_000 }: { matching?: RegExp; timeoutMs?: number } = {}): Promise<E2eMail> {
  const inbox = sharedValue(ENV.mailInbox);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${inbox}/messages?to=${encodeURIComponent(address.toLowerCase())}`);
    const mails = ((await res.json()) as E2eMail[]).filter((m) => !matching || matching.test(m.subject) || matching.test(m.text));
    const newest = mails.at(-1);
    if (newest) return newest;
    if (Date.now() > deadline) throw new Error(`Nenhum e-mail para ${address}${matching ? ` com ${String(matching)}` : ''} no servidor SMTP local`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link in the newest matching mail to `address` that starts with `prefix` (e.g. the invitation or reset link). */
export async function linkInMailTo(address: string, prefix: RegExp, options: { matching?: RegExp; timeoutMs?: number } = {}): Promise<string> {
  const mail = await lastMailTo(address, options);
  const link = mail.text.split(/\s+/).find((word) => prefix.test(word));
  if (!link) throw new Error(`O e-mail "${mail.subject}" para ${address} não tem link ${String(prefix)}`);
  return link;
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; subject: string; text: string; html: string | null; receivedAt: Date };

export type SmtpTestServer = {
  /** SMTP_URL for the API (plain SMTP on the loopback, no auth, no TLS). */
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** The newest mail to `address` (case-insensitive), or undefined. */
  lastTo(address: string): ReceivedMail | undefined;
  /** Waits (polling) for a mail to `address` received after `since` (default: any). */
  waitFor(address: string, options?: { timeoutMs?: number; since?: Date }): Promise<ReceivedMail>;
  clear(): void;
  /** With `httpInbox`: GET {inboxUrl}/messages?to=<address> answers the mails to that address, oldest first (JSON). */
  inboxUrl: string | null;
  close(): Promise<void>;
};

/** Serves the received mails over HTTP, for processes that do not share memory with the server (e2e workers). */
async function startHttpInbox(messages: ReceivedMail[]): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = messages.filter((m) => !to || m.to.includes(to));
    res.writeHead(url.pathname === '/messages' ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(url.pathname === '/messages' ? found : { message: 'not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** A local SMTP server that keeps what it receives (tests and the e2e harness read it). */
export async function startSmtpTestServer(options: { port?: number; httpInbox?: boolean } = {}): Promise<SmtpTestServer> {
  const { port = 0 } = options;
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            receivedAt: new Date(),
          });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;
  const inbox = options.httpInbox ? await startHttpInbox(messages) : null;
  const lastTo = (address: string) => [...messages].reverse().find((m) => m.to.includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    messages,
    lastTo,
    async waitFor(address, { timeoutMs = 5_000, since } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = lastTo(address);
        if (mail && (!since || mail.receivedAt >= since)) return mail;
        if (Date.now() > deadline) throw new Error(`no e-mail to ${address} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    clear() {
      messages.length = 0;
    },
    inboxUrl: inbox?.url ?? null,
    async close() {
      await new Promise<void>((resolve) => inbox?.server.close(() => resolve()) ?? resolve());
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

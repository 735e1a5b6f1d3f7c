import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { pollUntil } from './polling.ts';

interface CaughtMail {
  to: string[];
  body: string;
}

/** Undoes quoted-printable soft line breaks and =XX escapes, enough to read links. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, for reading the links in e-mails. On a
 * free port, or on `port` (to come back where a stopped one was).
 */
export async function startMailCatcher(wantedPort = 0) {
  const messages: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          body: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(wantedPort, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    messages: messages as readonly CaughtMail[],
    /** The link to the web app in the newest message to this address, waiting for it to arrive. */
    async linkTo(address: string, timeoutMs = 10_000): Promise<string> {
      const link = await pollUntil(
        `an e-mail with a link to ${address}`,
        async () => {
          const message = messages.findLast((mail) => mail.to.includes(address));
          return message?.body.match(/https?:\/\/[^\s"<]+#\/welcome\/[\w-]+(\?mode=[\w-]+)?/)?.[0];
        },
        (found) => found !== undefined,
        { timeoutMs },
      );
      return link ?? '';
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

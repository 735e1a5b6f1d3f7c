import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { pollUntil } from './polling.ts';

/** smtp-server's connection object, of which only the socket is used (to drop it). */
interface DroppableConnection {
  id: string;
  _socket: { destroy(): void };
}

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

/** How a catcher misbehaves, for the tests of what the mailer does when SMTP says no or goes away. */
export interface MailCatcherOptions {
  /** The address it listens on; 127.0.0.1 unless a test needs a host the mailer does not call local. */
  host?: string;
  /** The reply code RCPT TO gets for an address (451: try later, 550: never), or null to accept it. */
  refuse?: (address: string) => number | null;
  /** True: keep the message, then drop the connection without answering (a send with an unknown outcome). */
  dropAfterData?: (address: string) => boolean;
  /** Asks for AUTH (without STARTTLS, so a password would cross in the clear); passwords are kept. */
  requireAuth?: boolean;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, for reading the links in e-mails. On a
 * free port, or on `port` (to come back where a stopped one was).
 */
export async function startMailCatcher(wantedPort = 0, options: MailCatcherOptions = {}) {
  const messages: CaughtMail[] = [];
  const passwordsSeen: string[] = [];
  const host = options.host ?? '127.0.0.1';
  const server: SMTPServer = new SMTPServer({
    authOptional: !options.requireAuth,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      passwordsSeen.push(auth.password ?? '');
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      const code = options.refuse?.(address.address) ?? null;
      if (code === null) return callback();
      callback(
        Object.assign(new Error(`${code === 451 ? 'try again later' : 'no such user'}`), {
          responseCode: code,
        }),
      );
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        messages.push({ to, body: decodeQuotedPrintable(raw) });
        if (to.some((address) => options.dropAfterData?.(address))) {
          // The message arrived but its "250 OK" never does: the sender cannot know it was taken.
          for (const connection of (server as unknown as { connections: Set<DroppableConnection> })
            .connections)
            if (connection.id === session.id) connection._socket.destroy();
          return;
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(wantedPort, host, resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://${host}:${port}`,
    port,
    messages: messages as readonly CaughtMail[],
    passwordsSeen: passwordsSeen as readonly string[],
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

import { createServer, type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real mail server for the e2e tests (Nodemailer's smtp-server on 127.0.0.1, no TLS, no
 * login): what the team server sends arrives here, parsed with mailparser. It can be stopped (a
 * mail server that is down) and started again on the same port.
 */
export interface SmtpSink {
  port: number;
  /** `smtp://127.0.0.1:<port>`: the team server's SMTP_URL. */
  url: string;
  received: ParsedMail[];
  /** Resolves with the first message `match` accepts, once it arrived (fails after `timeoutMs`). */
  waitFor(match: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  /**
   * Stops listening and hangs up on the connections still open (a pooled sender keeps one), so
   * nothing reaches it until `start`.
   */
  stop(): Promise<void>;
  /** Listens again, on the same port. */
  start(): Promise<void>;
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  let server: SMTPServer | undefined;
  const sink: SmtpSink = {
    port,
    url: '',
    received: [],
    async waitFor(match, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = sink.received.find(match);
        if (found) return found;
        if (Date.now() > until)
          throw new Error(
            `No such message arrived in ${timeoutMs} ms; arrived: ${
              sink.received
                .map((mail) => `"${mail.subject}" to ${mail.to && addresses(mail.to)}`)
                .join(', ') || 'none'
            }.`,
          );
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        // A connection still open when it stops is told 421 and closed after this long.
        closeTimeout: 500,
        onData(stream, _session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            simpleParser(Buffer.concat(chunks)).then(
              (mail) => {
                sink.received.push(mail);
                callback();
              },
              (error: Error) => callback(error),
            );
          });
        },
      });
      const listening = server;
      await new Promise<void>((resolve, reject) => {
        listening.server.once('error', reject);
        listening.listen(sink.port, '127.0.0.1', () => resolve());
      });
      sink.port = (listening.server.address() as AddressInfo).port;
      sink.url = `smtp://127.0.0.1:${sink.port}`;
    },
    async stop() {
      const closing = server;
      server = undefined;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
  };
  await sink.start();
  return sink;
}

/** The addresses of a parsed To (or Cc) header, comma-separated. */
export function addresses(field: ParsedMail['to']): string {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((group) => group.value.map((entry) => entry.address ?? '')).join(', ');
}

/** A TCP port nothing listens on right now (the system picks it; the port is closed again). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

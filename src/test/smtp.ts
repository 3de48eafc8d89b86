import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for tests (Nodemailer's smtp-server on 127.0.0.1): what arrives is parsed
 * with mailparser. `refuse` makes it answer each message with an SMTP error while it is set.
 */
export interface SmtpSink {
  port: number;
  url: string;
  received: ParsedMail[];
  /** While set, each message is answered with this code and text (451: try again later). */
  refuse: { code: number; text: string } | undefined;
  /** Resolves once `count` messages arrived (fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** Stops listening (a mail server that is down); `start` listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const sink: SmtpSink = {
    port,
    url: '',
    received: [],
    refuse: undefined,
    async waitFor(count, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while (sink.received.length < count) {
        if (Date.now() > until)
          throw new Error(
            `${sink.received.length} of ${count} messages arrived in ${timeoutMs} ms.`,
          );
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return sink.received;
    },
    stop: async () => {},
    start: async () => {},
  };
  let server: SMTPServer | undefined;
  sink.start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (sink.refuse)
            return callback(
              Object.assign(new Error(sink.refuse.text), { responseCode: sink.refuse.code }),
            );
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
    await new Promise<void>((resolve) => server!.listen(sink.port, '127.0.0.1', () => resolve()));
    sink.port = (server.server.address() as AddressInfo).port;
    sink.url = `smtp://127.0.0.1:${sink.port}`;
  };
  sink.stop = () => new Promise<void>((resolve) => server!.close(() => resolve()));
  await sink.start();
  return sink;
}

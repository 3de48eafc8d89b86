// The SMTP server the email measure (bench/server/mail.ts) delivers to, run in a worker thread of
// the bench so that autocannon's load on the bench's own event loop neither delays its answers nor
// its clock. It listens on 127.0.0.1 (a free port), accepts every message, and posts one line per
// message to the bench: the time its last byte arrived (performance.timeOrigin + performance.now(),
// milliseconds since the epoch, comparable across threads), its Message-ID and Subject, and the
// marker `workerData.marker` (a regular expression's source) found in its text, read from the raw
// message and, when its text part is encoded (base64, or quoted-printable that split the marker),
// from the parsed message.
import { parentPort, workerData } from 'node:worker_threads';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const marker = new RegExp(workerData.marker);
const now = () => performance.timeOrigin + performance.now();

/** A header of the raw header block, unfolded (a long Subject spans lines). */
function header(head, name) {
  const match = new RegExp(`^${name}:[ \\t]*((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return match ? match[1].replace(/\r?\n[ \t]+/g, ' ').trim() : null;
}

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  disableReverseLookup: true,
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const at = now();
      const raw = Buffer.concat(chunks);
      const text = raw.toString('latin1');
      const end = text.search(/\r?\n\r?\n/);
      const head = end < 0 ? text : text.slice(0, end);
      const found = marker.exec(text);
      const line = {
        at,
        bytes: raw.length,
        messageId: header(head, 'Message-ID'),
        subject: header(head, 'Subject'),
        marker: found ? found[0] : null,
      };
      callback();
      if (line.marker) {
        parentPort.postMessage(line);
        return;
      }
      simpleParser(raw).then(
        (parsed) => {
          line.subject = parsed.subject ?? line.subject;
          line.marker = marker.exec(parsed.text ?? '')?.[0] ?? null;
          parentPort.postMessage(line);
        },
        () => parentPort.postMessage(line),
      );
    });
  },
});

server.on('error', (error) => parentPort.postMessage({ error: String(error?.stack ?? error) }));
parentPort.on('message', (message) => {
  if (message === 'stop') server.close(() => process.exit(0));
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.server.address().port }));

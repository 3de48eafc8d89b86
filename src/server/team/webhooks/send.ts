import http from 'node:http';
import https from 'node:https';
import { pinned, type Destination } from './destination';

/**
 * One try of a webhook: a POST of the signed body to the address checked, no redirect followed,
 * stopped after `timeoutMs`. Answers the status; a network error or a timeout throws, with a
 * message in words for the deliveries log.
 */
export function postWebhook(
  destination: Destination,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<number> {
  const { url, address } = destination;
  const request = url.protocol === 'https:' ? https.request : http.request;
  return new Promise<number>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': String(Buffer.byteLength(body)),
          'User-Agent': 'TalentFlow-Webhooks/1',
          ...headers,
        },
        lookup: pinned(address) as never,
        timeout: timeoutMs,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (res) => {
        // The answer's body is not kept: it is read (to free the connection) and dropped.
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error: NodeJS.ErrnoException) => {
      const timedOut = error.name === 'AbortError' || error.message === 'timeout';
      reject(
        new Error(
          timedOut
            ? `No answer within ${Math.round(timeoutMs / 1000)} s.`
            : `Could not connect: ${error.code ?? error.message}.`,
        ),
      );
    });
    req.end(body);
  });
}

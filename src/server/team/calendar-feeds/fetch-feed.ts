import http from 'node:http';
import https from 'node:https';
import { checkDestination, pinned, type DestinationOptions } from '../webhooks/destination';

/** A calendar's address as calendar apps give it: webcal:// is https:// by another name. */
export const feedAddress = (text: string): string =>
  text.trim().replace(/^webcals?:\/\//i, 'https://');

export const CALENDAR_PURPOSE = {
  noun: 'calendars',
  example: 'https://calendar.google.com/calendar/ical/…/basic.ics',
};

export interface FeedFetchOptions extends Omit<DestinationOptions, 'purpose'> {
  timeoutMs?: number;
  /** The most a feed may weigh (a year of a busy calendar is well under a megabyte). */
  maxBytes?: number;
}

const REDIRECTS = 3;

/**
 * Reads a calendar's text over HTTPS, as a webhook goes (SSRF): to public addresses only, each
 * hop's address checked and pinned, at most three redirects, a time limit and a size limit.
 * Throws with a message in words, kept as the calendar's last error.
 */
export async function fetchFeed(text: string, options: FeedFetchOptions): Promise<string> {
  const { timeoutMs = 15_000, maxBytes = 5_000_000 } = options;
  let address = feedAddress(text);
  for (let hop = 0; hop <= REDIRECTS; hop++) {
    const destination = await checkDestination(address, { ...options, purpose: CALENDAR_PURPOSE });
    const answer = await get(destination, timeoutMs, maxBytes);
    if ('location' in answer) {
      address = new URL(answer.location, destination.url).toString();
      continue;
    }
    return answer.body;
  }
  throw new Error(`More than ${REDIRECTS} redirects.`);
}

function get(
  { url, address }: Awaited<ReturnType<typeof checkDestination>>,
  timeoutMs: number,
  maxBytes: number,
): Promise<{ body: string } | { location: string }> {
  const request = url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'GET',
        headers: { Accept: 'text/calendar', 'User-Agent': 'TalentFlow-Calendar/1' },
        lookup: pinned(address) as never,
        timeout: timeoutMs,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          return resolve({ location: res.headers.location });
        }
        if (status !== 200) {
          res.resume();
          return reject(new Error(`The calendar answered ${status}.`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            req.destroy(new Error(`The calendar is larger than ${maxBytes / 1_000_000} MB.`));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error: NodeJS.ErrnoException) => {
      const timedOut = error.name === 'AbortError' || error.message === 'timeout';
      reject(
        new Error(
          timedOut
            ? `No answer within ${Math.round(timeoutMs / 1000)} s.`
            : error.message.startsWith('The calendar')
              ? error.message
              : `Could not connect: ${error.code ?? error.message}.`,
        ),
      );
    });
    req.end();
  });
}

/**
 * A browser's User-Agent header in words a member recognises ("Chrome on Linux", "Safari on
 * iPhone"), for the list of their signed-in sessions. Only the common browsers and systems are
 * named; anything else is described as well as the header allows, never shown raw.
 */

/** Tested in this order: Edge, Opera and Samsung Internet say "Chrome" too, Chrome says "Safari". */
const BROWSERS: ReadonlyArray<readonly [name: string, pattern: RegExp]> = [
  ['Edge', /\b(?:Edg|EdgA|EdgiOS|Edge)\//],
  ['Opera', /\b(?:OPR|OPiOS|Opera)\//],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Firefox', /\b(?:Firefox|FxiOS)\//],
  ['Chrome', /\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\//],
  ['Safari', /\bVersion\/[\d.]+.*\bSafari\//],
];

/** iPhone and iPad before macOS ("like Mac OS X"), Android before Linux. */
const SYSTEMS: ReadonlyArray<readonly [name: string, pattern: RegExp]> = [
  ['iPhone', /\biPhone\b/],
  ['iPad', /\biPad\b/],
  ['Android', /\bAndroid\b/],
  ['Windows', /\bWindows\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b|\bX11\b/],
];

export const UNKNOWN_BROWSER = 'Unknown browser';

const first = (list: typeof BROWSERS, text: string) =>
  list.find(([, pattern]) => pattern.test(text))?.[0];

/** A program that is no browser ("curl/8.5.0"): its name, when it is a plain word. */
function programName(userAgent: string): string | undefined {
  const name = /^([A-Za-z][\w.-]{0,29})\//.exec(userAgent)?.[1];
  return name && name !== 'Mozilla' ? name : undefined;
}

export function describeUserAgent(userAgent: string): string {
  const text = userAgent.trim();
  const browser = first(BROWSERS, text) ?? programName(text);
  const system = first(SYSTEMS, text);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `${UNKNOWN_BROWSER} on ${system}`;
  return UNKNOWN_BROWSER;
}

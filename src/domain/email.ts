import { LIMITS } from './constants';

/** The one email rule of TalentFlow: forms, the API's schemas and the server share it. */

/**
 * A plain address and nothing more: it ends up in a mailto: link, where `?`, `&`, `#`, `%` or `/`
 * would add headers (a bcc), cut the address or change its meaning. The local part is letters,
 * digits and !$'*+=^_`{|}~- in dot-separated runs; the domain is dot-separated labels of letters,
 * digits and inner hyphens, ending in a top-level domain of two or more letters.
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9!$'*+=^_`{|}~-]+(?:\.[A-Za-z0-9!$'*+=^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
export const EMAIL_MESSAGE = 'Enter a valid email address, like name@example.com.';

/** A practical check (name@domain.tld, a plain address with no URL parts); the address is trimmed first. */
export function isValidEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length <= LIMITS.email && EMAIL_PATTERN.test(trimmed);
}

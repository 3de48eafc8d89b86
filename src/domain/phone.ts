import { LIMITS } from './constants';

/**
 * A candidate's phone number, checked loosely: numbers are written in too many national ways to
 * parse, so a number is anything of digits, spaces and + ( ) - . with enough digits to be one.
 */

export const PHONE_MIN_DIGITS = 5;
const PHONE_CHARACTERS = /^[0-9 +().-]+$/;

/** Whether trimmed text is a phone number by the loose rule (blank is not). */
export function isPhoneNumber(text: string): boolean {
  const trimmed = text.trim();
  return (
    trimmed.length <= LIMITS.phone &&
    PHONE_CHARACTERS.test(trimmed) &&
    (trimmed.match(/[0-9]/g)?.length ?? 0) >= PHONE_MIN_DIGITS
  );
}

/** A `tel:` address for a number: its digits, with a leading + kept (the rest is only layout). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/[^0-9]/g, '')}`;
}

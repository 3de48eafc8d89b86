import { EMAIL_MESSAGE, isValidEmail } from '@/domain/assessment';
import { isBlank } from '@/domain/text';
import { PASSWORD_MIN } from '@/domain/access';

/** The account rules the forms check before sending (the server's schemas check them again). */
export const PASSWORD_MIN_LENGTH = PASSWORD_MIN;
export const PASSWORD_MESSAGE = `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters.`;
export const NAME_MESSAGE = 'Your name is required.';
export const EMAIL_REQUIRED_MESSAGE = 'Your email is required.';
export const PASSWORD_REQUIRED_MESSAGE = 'Enter your password.';

export interface AccountFields {
  name?: string;
  email?: string;
  password: string;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The problem of an email field, if any. */
export function emailError(email: string): string | undefined {
  if (isBlank(email)) return EMAIL_REQUIRED_MESSAGE;
  if (!isValidEmail(email.trim())) return EMAIL_MESSAGE;
  return undefined;
}

/** Problems of a new account's fields (only the fields given): name, email, a new password. */
export function newAccountErrors(
  fields: AccountFields,
): FieldErrors<'name' | 'email' | 'password'> {
  const errors: FieldErrors<'name' | 'email' | 'password'> = {};
  if (fields.name !== undefined && isBlank(fields.name)) errors.name = NAME_MESSAGE;
  if (fields.email !== undefined) errors.email = emailError(fields.email);
  if (!errors.email) delete errors.email;
  if (fields.password.length < PASSWORD_MIN_LENGTH) errors.password = PASSWORD_MESSAGE;
  return errors;
}

/** Problems of a sign-in: both fields filled in (whether they match is the server's answer). */
export function signInErrors(fields: {
  email: string;
  password: string;
}): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  if (isBlank(fields.email)) errors.email = EMAIL_REQUIRED_MESSAGE;
  if (fields.password.length === 0) errors.password = PASSWORD_REQUIRED_MESSAGE;
  return errors;
}

export const CODE_LABEL = 'Code from your authenticator app';
export const CODE_MESSAGE = 'Enter the 6 digits your authenticator app shows.';
export const RECOVERY_CODE_MESSAGE = 'Enter one of your recovery codes, such as abcde-fghij.';

/** An authenticator app's code as the server takes it: its 6 digits, the spaces apps show dropped. */
export const cleanCode = (code: string): string => code.replace(/\s/g, '');

/** The problem of an authenticator code field, if any (whether it is right is the server's answer). */
export function codeError(code: string): string | undefined {
  return /^\d{6}$/.test(cleanCode(code)) ? undefined : CODE_MESSAGE;
}

/** The problem of a recovery code field: 10 letters or digits, however dashed or spaced. */
export function recoveryCodeError(code: string): string | undefined {
  return /^[a-z0-9]{10}$/i.test(code.replace(/[\s-]/g, '')) ? undefined : RECOVERY_CODE_MESSAGE;
}

import { EMAIL_MESSAGE } from '@/domain/assessment';
import {
  cleanCode,
  CODE_MESSAGE,
  codeError,
  newAccountErrors,
  PASSWORD_MESSAGE,
  RECOVERY_CODE_MESSAGE,
  recoveryCodeError,
  signInErrors,
} from './credentials';

describe('account fields', () => {
  it('asks for a name, a plain email and a password of at least 10 characters', () => {
    expect(newAccountErrors({ name: ' ', email: 'nope', password: '123456789' })).toEqual({
      name: 'Your name is required.',
      email: EMAIL_MESSAGE,
      password: PASSWORD_MESSAGE,
    });
    expect(
      newAccountErrors({ name: 'Ada', email: ' ada@example.com ', password: '1234567890' }),
    ).toEqual({});
  });
  it('checks only the fields a form has (an invitation has its email already)', () => {
    expect(newAccountErrors({ name: 'Ada', password: '          ' })).toEqual({});
  });
  it('asks a sign-in for both fields, and nothing more', () => {
    expect(signInErrors({ email: '', password: '' })).toEqual({
      email: 'Your email is required.',
      password: 'Enter your password.',
    });
    expect(signInErrors({ email: 'x', password: 'y' })).toEqual({});
  });
  it('takes an authenticator code as the app shows it, spaces and all', () => {
    expect(codeError('123 456')).toBeUndefined();
    expect(cleanCode(' 123 456 ')).toBe('123456');
    expect(codeError('')).toBe(CODE_MESSAGE);
    expect(codeError('12345')).toBe(CODE_MESSAGE);
    expect(codeError('12345a')).toBe(CODE_MESSAGE);
  });
  it('takes a recovery code in any case, with or without its dash', () => {
    expect(recoveryCodeError('abcde-fghij')).toBeUndefined();
    expect(recoveryCodeError('ABCDE FGHIJ')).toBeUndefined();
    expect(recoveryCodeError('abcde')).toBe(RECOVERY_CODE_MESSAGE);
    expect(recoveryCodeError('')).toBe(RECOVERY_CODE_MESSAGE);
  });
});

import { EMAIL_MESSAGE } from '@/domain/assessment';
import { newAccountErrors, PASSWORD_MESSAGE, signInErrors } from './credentials';

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
});

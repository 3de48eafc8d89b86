import { EMAIL_MESSAGE } from '@/domain/assessment';
import {
  EMAIL_REQUIRED,
  emptyCandidateForm,
  JOB_REQUIRED,
  NAME_REQUIRED,
  PHONE_MESSAGE,
  phoneError,
  SOURCE_REQUIRED,
  validateCandidateForm,
  type CandidateFormValues,
} from './candidate-form';

const filled: CandidateFormValues = {
  name: '  Rita Referral ',
  email: ' rita@example.com ',
  phone: ' +49 30 1234567 ',
  jobId: '4',
  stage: 'screen',
  source: 'referral',
};

describe('validateCandidateForm', () => {
  it('gives the body to send, trimmed', () => {
    expect(validateCandidateForm(filled)).toEqual({
      ok: true,
      body: {
        name: 'Rita Referral',
        email: 'rita@example.com',
        phone: '+49 30 1234567',
        jobId: 4,
        stage: 'screen',
        source: 'referral',
      },
    });
  });

  it('leaves a blank phone out', () => {
    const result = validateCandidateForm({ ...filled, phone: '   ' });
    expect(result.ok && result.body).not.toHaveProperty('phone');
  });

  it('names every field that is wrong: a new form wants a name, an email, a job and a source', () => {
    expect(validateCandidateForm(emptyCandidateForm())).toEqual({
      ok: false,
      errors: {
        name: NAME_REQUIRED,
        email: EMAIL_REQUIRED,
        jobId: JOB_REQUIRED,
        source: SOURCE_REQUIRED,
      },
    });
  });

  it.each([
    ['a bad email', { email: 'rita@' }, { email: EMAIL_MESSAGE }],
    ['a bad phone', { phone: 'call me' }, { phone: PHONE_MESSAGE }],
    ['a job id that is not one', { jobId: 'x' }, { jobId: JOB_REQUIRED }],
    ['an unknown source', { source: 'friend' as never }, { source: SOURCE_REQUIRED }],
  ])('refuses %s', (_, change, errors) => {
    expect(validateCandidateForm({ ...filled, ...change })).toEqual({ ok: false, errors });
  });

  it('starts in Applied with the job given, and no source', () => {
    expect(emptyCandidateForm(7)).toMatchObject({ jobId: '7', stage: 'applied', source: '' });
  });
});

describe('phoneError', () => {
  it('accepts a blank phone or a number, and explains anything else', () => {
    expect(phoneError('')).toBeUndefined();
    expect(phoneError(' (030) 123-45 ')).toBeUndefined();
    expect(phoneError('1234')).toBe(PHONE_MESSAGE);
  });
});

// @vitest-environment node
import { configFromEnv } from './config';

describe('mail settings', () => {
  const smtp = 'smtp://mailer:secret@mail.example.com:587';

  it('sends nothing without SMTP_URL', () => {
    expect(configFromEnv({}).mail).toBeUndefined();
  });

  it('refuses to start with mail but no PUBLIC_URL, and says why', () => {
    expect(() => configFromEnv({ SMTP_URL: smtp })).toThrow(
      /SMTP_URL is set but PUBLIC_URL is not: the links in emails are made from PUBLIC_URL/,
    );
  });

  it('takes smtp:// and smtps:// only', () => {
    for (const bad of ['http://mail.example.com', 'mail.example.com:25', 'smtp//x'])
      expect(() => configFromEnv({ SMTP_URL: bad, PUBLIC_URL: 'https://tf.example.com' })).toThrow(
        /SMTP_URL must look like smtp:\/\//,
      );
    expect(
      configFromEnv({ SMTP_URL: 'smtps://mail.example.com', PUBLIC_URL: 'https://tf.example.com' })
        .mail?.smtpUrl,
    ).toBe('smtps://mail.example.com');
  });

  it('sends from MAIL_FROM, or no-reply at PUBLIC_URL’s host', () => {
    expect(configFromEnv({ SMTP_URL: smtp, PUBLIC_URL: 'https://tf.example.com/' }).mail).toEqual({
      smtpUrl: smtp,
      from: 'TalentFlow <no-reply@tf.example.com>',
    });
    expect(
      configFromEnv({
        SMTP_URL: smtp,
        PUBLIC_URL: 'https://tf.example.com',
        MAIL_FROM: 'Hiring <jobs@example.com>',
      }).mail?.from,
    ).toBe('Hiring <jobs@example.com>');
    expect(() =>
      configFromEnv({ SMTP_URL: smtp, PUBLIC_URL: 'https://tf.example.com', MAIL_FROM: 'nobody' }),
    ).toThrow(/MAIL_FROM must be one address/);
  });
});

describe('the applications limit', () => {
  it('takes 20 an hour from one address unless TALENTFLOW_APPLICATIONS_PER_HOUR says otherwise', () => {
    expect(configFromEnv({}).limits).toBeUndefined();
    expect(configFromEnv({ TALENTFLOW_APPLICATIONS_PER_HOUR: '200' }).limits).toEqual({
      submitPerAddress: { points: 200, duration: 3600 },
    });
  });

  it('refuses to start with a limit that is not a whole number from 1, and says why', () => {
    for (const bad of ['0', '-5', '2.5', 'many', '100001'])
      expect(() => configFromEnv({ TALENTFLOW_APPLICATIONS_PER_HOUR: bad })).toThrow(
        `TALENTFLOW_APPLICATIONS_PER_HOUR must be a whole number of applications from 1 to 100000, not "${bad}".`,
      );
  });
});

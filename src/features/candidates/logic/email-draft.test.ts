import {
  defaultSendAt,
  emailProblems,
  emailRequest,
  emailSentMessage,
  emptyEmailDraft,
  localInputToIso,
  templateWords,
  toLocalInput,
} from './email-draft';

const NOW = new Date(2030, 0, 31, 14, 30);
const format = (iso: string) => `<${iso}>`;

describe('an email being written', () => {
  it('asks for a subject and a message, and names the field that uses an unknown variable', () => {
    expect(emailProblems(emptyEmailDraft(), { later: false, now: NOW })).toEqual({
      subject: 'Enter a subject.',
      message: 'Enter a message.',
    });
    const draft = {
      ...emptyEmailDraft(),
      subject: 'About {{job.name}}',
      message: 'Hello {{#candidate}}x{{/candidate}}',
    };
    expect(emailProblems(draft, { later: false, now: NOW })).toEqual({
      subject: 'The subject uses {{job.name}}, which is not a variable.',
      message: 'The message uses {{#candidate}}: only variables are allowed.',
    });
  });

  it('wants a time later than now when it is sent later, on a team server only', () => {
    const later = { ...emptyEmailDraft(), subject: 'Hi', message: 'Hello', when: 'later' as const };
    expect(emailProblems(later, { later: true, now: NOW })).toEqual({
      sendAt: 'Choose when to send the email.',
    });
    expect(
      emailProblems({ ...later, sendAt: '2030-01-31T14:30' }, { later: true, now: NOW }),
    ).toEqual({ sendAt: 'Choose a time later than now.' });
    expect(
      emailProblems({ ...later, sendAt: '2030-01-31T14:31' }, { later: true, now: NOW }),
    ).toEqual({});
    expect(emailProblems(later, { later: false, now: NOW })).toEqual({});
  });

  it('sends the template it started from, and the time in ISO only when it goes later', () => {
    const draft = {
      subject: 'Hi {{candidate.first_name}}',
      message: 'Hello',
      when: 'later' as const,
      sendAt: '2030-02-01T09:00',
    };
    expect(emailRequest(draft, { later: true, templateId: 'welcome' })).toEqual({
      templateId: 'welcome',
      subject: draft.subject,
      body: draft.message,
      sendAt: new Date(2030, 1, 1, 9, 0).toISOString(),
    });
    expect(emailRequest(draft, { later: false })).toEqual({
      subject: draft.subject,
      body: draft.message,
    });
  });

  it('takes a template’s words, and none to write from scratch', () => {
    const templates = [{ id: 'welcome', name: 'Welcome', subject: 'Hi', body: 'Hello' }];
    expect(templateWords(templates, 'welcome')).toEqual({ subject: 'Hi', message: 'Hello' });
    expect(templateWords(templates, '')).toEqual({ subject: '', message: '' });
    expect(templateWords(templates, 'gone')).toEqual({ subject: '', message: '' });
    expect(templateWords(undefined, 'welcome')).toEqual({ subject: '', message: '' });
  });

  it('reads and writes datetime-local values in the viewer’s time zone', () => {
    expect(toLocalInput(NOW)).toBe('2030-01-31T14:30');
    expect(localInputToIso('2030-01-31T14:30')).toBe(NOW.toISOString());
    expect(defaultSendAt(NOW)).toBe('2030-02-01T09:00');
    for (const bad of ['', 'tomorrow', '2030-01-31', '2030-13-45T99:99'])
      expect(localInputToIso(bad)).toBeNull();
  });
});

describe('what is said once an email is written', () => {
  const options = { openedMailApp: true, formatTime: format };

  it('says where the email is', () => {
    expect(emailSentMessage('Ann Lee', { state: 'queued' }, options)).toBe(
      'Email sent to Ann Lee.',
    );
    expect(
      emailSentMessage(
        'Ann Lee',
        { state: 'scheduled', sendAt: '2030-02-01T08:00:00.000Z' },
        options,
      ),
    ).toBe('Email to Ann Lee scheduled for <2030-02-01T08:00:00.000Z>.');
    expect(emailSentMessage('Ann Lee', { state: 'waiting' }, options)).toBe(
      'The email to Ann Lee waits until email is set up on the server.',
    );
    expect(emailSentMessage('Ann Lee', { state: 'mail-app' }, options)).toBe(
      'Your mail app opens with the email.',
    );
    expect(
      emailSentMessage('Ann Lee', { state: 'mail-app' }, { ...options, openedMailApp: false }),
    ).toBe('Their address cannot be put in a mail link: write to them from your mail app.');
  });
});

import {
  DEFAULT_LETTER,
  formatDay,
  formatSalary,
  fieldValueProblems,
  letterTemplateProblems,
  NO_REASON,
  offerActions,
  offerTotals,
  OFFER_STATUSES,
  renderLetter,
  sameTerms,
  type OfferField,
  type OfferStatus,
  type OfferTerms,
} from './offers';

const TERMS: OfferTerms = {
  salary: { amount: 72000, currency: 'EUR', period: 'year' },
  startDate: '2027-03-01',
  fields: { bonus: 10, car: 'Yes' },
  templateId: 'standard',
};

const FIELDS: OfferField[] = [
  { key: 'bonus', label: 'Bonus', type: 'number' },
  { key: 'car', label: 'Company car', type: 'choice', options: ['Yes', 'No'], required: true },
  { key: 'review', label: 'First review', type: 'date' },
  { key: 'team', label: 'Team', type: 'text' },
];

describe('formatSalary', () => {
  it('writes the currency, the amount grouped in English and the period', () => {
    expect(formatSalary({ amount: 72000, currency: 'EUR', period: 'year' })).toBe(
      'EUR 72,000 per year',
    );
    expect(formatSalary({ amount: 5400, currency: 'GBP', period: 'month' })).toBe(
      'GBP 5,400 per month',
    );
    expect(formatSalary({ amount: 1234567.89, currency: 'USD', period: 'hour' })).toBe(
      'USD 1,234,567.89 per hour',
    );
    expect(formatSalary({ amount: 31.25, currency: 'CHF', period: 'hour' })).toBe(
      'CHF 31.25 per hour',
    );
  });
});

describe('formatDay', () => {
  it('writes a calendar day in English, whatever the time zone', () => {
    expect(formatDay('2027-03-01')).toBe('1 March 2027');
    expect(formatDay('2026-12-31')).toBe('31 December 2026');
  });
});

describe('sameTerms', () => {
  it('finds two versions the same whatever the order of their fields', () => {
    expect(
      sameTerms(TERMS, {
        ...TERMS,
        fields: { car: 'Yes', bonus: 10 },
        salary: { ...TERMS.salary },
      }),
    ).toBe(true);
    // No notes and empty notes are the same.
    expect(sameTerms({ ...TERMS, notes: '' }, TERMS)).toBe(true);
  });

  it('tells any changed term', () => {
    const changes: Partial<OfferTerms>[] = [
      { salary: { ...TERMS.salary, amount: 72001 } },
      { salary: { ...TERMS.salary, currency: 'USD' } },
      { salary: { ...TERMS.salary, period: 'month' } },
      { startDate: '2027-03-02' },
      { notes: 'Remote on Fridays' },
      { templateId: 'short' },
      { fields: { bonus: 11, car: 'Yes' } },
      { fields: { bonus: '10', car: 'Yes' } },
      { fields: { bonus: 10 } },
      { fields: { bonus: 10, car: 'Yes', team: 'Core' } },
    ];
    for (const change of changes) expect(sameTerms(TERMS, { ...TERMS, ...change })).toBe(false);
  });
});

describe('fieldValueProblems', () => {
  it('accepts values of the organization’s fields, the optional ones left out', () => {
    expect(fieldValueProblems(FIELDS, { bonus: 10, car: 'No', review: '2027-09-01' })).toEqual([]);
    expect(fieldValueProblems(FIELDS, { car: 'Yes', team: '' })).toEqual([]);
  });

  it('refuses a key the organization has no field for, and a required field missing', () => {
    expect(fieldValueProblems(FIELDS, { car: 'Yes', parking: 'B2' })).toEqual([
      'fields.parking is not one of the organization’s offer fields.',
    ]);
    expect(fieldValueProblems(FIELDS, {})).toEqual(['Company car is required.']);
    expect(fieldValueProblems(FIELDS, { car: '' })).toEqual(['Company car is required.']);
  });

  it('checks each value against its field’s type', () => {
    expect(
      fieldValueProblems(FIELDS, {
        bonus: '10',
        car: 'Maybe',
        review: '1 Sept 2027',
        team: 42,
      }),
    ).toEqual([
      'Bonus must be a number.',
      'Company car must be one of its options.',
      'First review must be a day like 2027-03-01.',
      'Team must be text.',
    ]);
    expect(fieldValueProblems(FIELDS, { car: 'Yes', bonus: Number.NaN })).toEqual([
      'Bonus must be a number.',
    ]);
    expect(fieldValueProblems(FIELDS, { car: 'Yes', team: 'x'.repeat(1001) })).toEqual([
      'Team must be at most 1000 characters.',
    ]);
  });
});

describe('letterTemplateProblems', () => {
  it('accepts the standard letter and a custom field’s variable', () => {
    expect(letterTemplateProblems(DEFAULT_LETTER.body, [])).toEqual([]);
    expect(letterTemplateProblems('Team: {{offer.team}}', FIELDS)).toEqual([]);
  });

  it('refuses an unknown variable, and a field’s variable without the field', () => {
    expect(letterTemplateProblems('Hi {{candidate.nickname}}', FIELDS)).toEqual([
      'The letter uses {{candidate.nickname}}, which is not a variable.',
    ]);
    expect(letterTemplateProblems('Team: {{offer.team}}', [])).toEqual([
      'The letter uses {{offer.team}}, which is not a variable.',
    ]);
    // A letter is about no interview, and signed by name.
    expect(letterTemplateProblems('{{interview.time}} {{sender.email}}', [])).toEqual([
      'The letter uses {{interview.time}}, which is not a variable.',
      'The letter uses {{sender.email}}, which is not a variable.',
    ]);
  });

  it('refuses sections, partials and unescaped output: only plain variables', () => {
    expect(
      letterTemplateProblems('{{#candidate.name}}Dear you{{/candidate.name}} {{> footer}}', []),
    ).toEqual([
      'The letter uses {{#candidate.name}}: only variables are allowed.',
      'The letter uses {{>footer}}: only variables are allowed.',
    ]);
    expect(letterTemplateProblems('{{{job.title}}}', [])).toEqual([
      'The letter uses {{&job.title}}: only variables are allowed.',
    ]);
  });

  it('says when the letter cannot be read', () => {
    const problems = letterTemplateProblems('{{#candidate.name}} never closed', []);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^The letter cannot be read: /);
  });
});

describe('renderLetter', () => {
  const values = {
    'candidate.name': 'Ann Lee',
    'job.title': 'Welder',
    'sender.name': 'Rita Recruiter',
    'organization.name': 'Acme',
  };

  it('fills in the salary, the start date and the custom fields', () => {
    const letter = renderLetter(
      'Dear {{candidate.name}}, {{job.title}} at {{organization.name}}: {{offer.salary}} from {{offer.start_date}}; car {{offer.car}}, review {{offer.review}}, team [{{offer.team}}].',
      values,
      { ...TERMS, fields: { car: 'Yes', review: '2027-09-15' } },
      FIELDS,
    );
    expect(letter).toBe(
      'Dear Ann Lee, Welder at Acme: EUR 72,000 per year from 1 March 2027; car Yes, review 15 September 2027, team [].',
    );
  });

  it('fills the standard letter', () => {
    const letter = renderLetter(DEFAULT_LETTER.body, values, TERMS, []);
    expect(letter).toContain('Dear Ann Lee,');
    expect(letter).toContain('the position of **Welder** at Acme.');
    expect(letter).toContain('- Salary: EUR 72,000 per year\n- Start date: 1 March 2027');
    expect(letter.endsWith('Kind regards,\n\nRita Recruiter')).toBe(true);
  });

  it('escapes Markdown in the values, so a name reads as itself', () => {
    const letter = renderLetter(
      'Dear {{candidate.name}}, as {{job.title}}.',
      {
        ...values,
        'candidate.name': '**Bob** [x](http://evil.example)',
        'job.title': '# C++\nLead',
      },
      TERMS,
      [],
    );
    expect(letter).toBe(
      'Dear \\*\\*Bob\\*\\* \\[x\\]\\(http://evil\\.example\\), as \\# C\\+\\+ Lead.',
    );
  });
});

describe('offerTotals', () => {
  const offers = [
    // Sent in March, accepted in April.
    {
      jobId: 1,
      status: 'accepted' as const,
      sentAt: '2027-03-30T10:00:00.000Z',
      decidedAt: '2027-04-02T09:00:00.000Z',
    },
    {
      jobId: 1,
      status: 'declined' as const,
      sentAt: '2027-04-01T00:00:00.000Z',
      decidedAt: '2027-04-30T23:59:59.999Z',
      declineReason: 'Salary',
    },
    {
      jobId: 2,
      status: 'declined' as const,
      sentAt: '2027-04-03T12:00:00.000Z',
      decidedAt: '2027-04-05T12:00:00.000Z',
      declineReason: '  Salary ',
    },
    {
      jobId: 2,
      status: 'declined' as const,
      sentAt: '2027-04-04T12:00:00.000Z',
      decidedAt: '2027-04-06T12:00:00.000Z',
      declineReason: ' ',
    },
    {
      jobId: 2,
      status: 'declined' as const,
      sentAt: '2027-04-07T12:00:00.000Z',
      decidedAt: '2027-05-01T00:00:00.000Z',
      declineReason: 'Location',
    },
    { jobId: 2, status: 'sent' as const, sentAt: '2027-04-10T08:00:00.000Z' },
    { jobId: 1, status: 'withdrawn' as const, sentAt: '2027-02-10T08:00:00.000Z' },
    { jobId: 1, status: 'approved' as const },
    { jobId: 1, status: 'draft' as const },
  ];

  it('counts every offer with no period or job, reasons most first and a missing one named', () => {
    expect(offerTotals(offers, {})).toEqual({
      sent: 7,
      accepted: 1,
      declined: 4,
      acceptanceRate: 0.2,
      declineReasons: [
        { reason: 'Salary', count: 2 },
        { reason: 'Location', count: 1 },
        { reason: NO_REASON, count: 1 },
      ],
    });
  });

  it('counts each offer in the period by the day it was sent, and by the day it was decided', () => {
    expect(offerTotals(offers, { from: '2027-04-01', to: '2027-04-30' })).toEqual({
      sent: 5,
      accepted: 1,
      declined: 3,
      acceptanceRate: 0.25,
      declineReasons: [
        { reason: 'Salary', count: 2 },
        { reason: NO_REASON, count: 1 },
      ],
    });
    expect(offerTotals(offers, { to: '2027-03-31' })).toMatchObject({
      sent: 2,
      accepted: 0,
      declined: 0,
      acceptanceRate: null,
      declineReasons: [],
    });
    expect(offerTotals(offers, { from: '2027-05-01' })).toMatchObject({
      sent: 0,
      declined: 1,
      acceptanceRate: 0,
      declineReasons: [{ reason: 'Location', count: 1 }],
    });
  });

  it('counts one job’s offers when asked', () => {
    expect(offerTotals(offers, { jobId: 1 })).toEqual({
      sent: 3,
      accepted: 1,
      declined: 1,
      acceptanceRate: 0.5,
      declineReasons: [{ reason: 'Salary', count: 1 }],
    });
    expect(offerTotals(offers, { jobId: 3 })).toEqual({
      sent: 0,
      accepted: 0,
      declined: 0,
      acceptanceRate: null,
      declineReasons: [],
    });
  });

  it('puts reasons with as many declines in alphabetical order', () => {
    const declined = (declineReason?: string) => ({
      jobId: 1,
      status: 'declined' as const,
      decidedAt: '2027-04-02T09:00:00.000Z',
      ...(declineReason === undefined ? {} : { declineReason }),
    });
    expect(
      offerTotals([declined('Salary'), declined(), declined('Counter-offer'), declined()], {})
        .declineReasons,
    ).toEqual([
      { reason: NO_REASON, count: 2 },
      { reason: 'Counter-offer', count: 1 },
      { reason: 'Salary', count: 1 },
    ]);
  });
});

describe('offerActions', () => {
  it('says where an offer may go from each status', () => {
    const table = Object.fromEntries(
      OFFER_STATUSES.map((status: OfferStatus) => {
        const actions = offerActions(status);
        return [
          status,
          (Object.keys(actions) as (keyof typeof actions)[]).filter((action) => actions[action]),
        ];
      }),
    );
    expect(table).toEqual({
      draft: ['edit', 'submit', 'withdraw'],
      pending: ['edit', 'withdraw'],
      approved: ['edit', 'send', 'withdraw'],
      sent: ['edit', 'withdraw', 'decide'],
      accepted: [],
      declined: [],
      withdrawn: [],
    });
  });
});

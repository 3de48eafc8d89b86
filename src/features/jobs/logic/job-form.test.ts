import {
  createBody,
  EMPTY_JOB_FORM,
  formValuesFromJob,
  OPENINGS_MESSAGE,
  TITLE_REQUIRED,
  updateBody,
  validateJobForm,
  type JobFormValues,
} from './job-form';

const form = (values: Partial<JobFormValues>): JobFormValues => ({ ...EMPTY_JOB_FORM, ...values });
const NO_DETAILS = {
  description: '',
  location: '',
  department: '',
  employmentType: null,
  openings: 1,
};

describe('validateJobForm', () => {
  it('requires a title that is not only spaces', () => {
    expect(validateJobForm(form({ title: '', tags: 'a' }))).toEqual({
      ok: false,
      errors: { title: TITLE_REQUIRED },
    });
    expect(validateJobForm(form({ title: '   ' }))).toEqual({
      ok: false,
      errors: { title: 'Title is required.' },
    });
  });

  it('trims the title and splits tags on commas, trimmed, empty entries dropped', () => {
    expect(
      validateJobForm(form({ title: '  Data Engineer ', tags: ' Data, , Remote ,,' })),
    ).toEqual({
      ok: true,
      body: { title: 'Data Engineer', tags: ['Data', 'Remote'], ...NO_DETAILS },
    });
  });

  it('gives an empty tag list when no tags are typed', () => {
    expect(validateJobForm(form({ title: 'Designer' }))).toEqual({
      ok: true,
      body: { title: 'Designer', tags: [], ...NO_DETAILS },
    });
  });

  it('trims the details; a new job is a draft and sends only those it has, an edit sends all so emptied ones go', () => {
    const result = validateJobForm(
      form({
        title: 'Welder',
        location: ' Leeds ',
        description: '  **Hot** work\n',
        employmentType: 'contract',
      }),
    );
    expect(result.ok && createBody(result.body)).toEqual({
      title: 'Welder',
      tags: [],
      status: 'draft',
      location: 'Leeds',
      description: '**Hot** work',
      employmentType: 'contract',
    });
    expect(result.ok && updateBody(result.body)).toEqual({
      title: 'Welder',
      tags: [],
      location: 'Leeds',
      department: '',
      description: '**Hot** work',
      employmentType: 'contract',
      openings: 1,
    });
  });
});

describe('formValuesFromJob', () => {
  it('joins tags for editing, so saving unchanged gives the same tags and details back', () => {
    const values = formValuesFromJob({
      id: 1,
      slug: 'qa-lead',
      status: 'active',
      order: 0,
      title: 'QA Lead',
      tags: ['Quality', 'Full-time'],
      department: 'Quality',
      employmentType: 'part-time',
    });
    expect(values).toEqual(
      form({
        title: 'QA Lead',
        tags: 'Quality, Full-time',
        department: 'Quality',
        employmentType: 'part-time',
      }),
    );
    expect(validateJobForm(values)).toEqual({
      ok: true,
      body: {
        ...NO_DETAILS,
        title: 'QA Lead',
        tags: ['Quality', 'Full-time'],
        department: 'Quality',
        employmentType: 'part-time',
      },
    });
  });
});

describe('a title that only looks filled', () => {
  it.each(['\u200B', ' \u2060\uFEFF ', '\u3164'])(
    '%j is refused as the API refuses it',
    (title) => {
      expect(validateJobForm(form({ title }))).toEqual({
        ok: false,
        errors: { title: 'Title is required.' },
      });
    },
  );
});

describe('openings', () => {
  it('are one unless typed, a whole number from 1 to 1000, sent on a new job only when more than one', () => {
    const valid = validateJobForm(form({ title: 'Picker', openings: ' 12 ' }));
    expect(valid).toMatchObject({ ok: true, body: { openings: 12 } });
    if (valid.ok) expect(createBody(valid.body).openings).toBe(12);
    const one = validateJobForm(form({ title: 'Picker' }));
    if (one.ok) expect(createBody(one.body)).not.toHaveProperty('openings');
    for (const openings of ['0', '1001', '2.5', 'two', '', '-1'])
      expect(validateJobForm(form({ title: 'Picker', openings }))).toEqual({
        ok: false,
        errors: { openings: OPENINGS_MESSAGE },
      });
    expect(
      formValuesFromJob({ id: 1, title: 'A', slug: 'a', status: 'active', tags: [], order: 0 })
        .openings,
    ).toBe('1');
  });
});

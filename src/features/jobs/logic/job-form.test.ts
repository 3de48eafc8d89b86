import {
  createBody,
  EMPTY_JOB_FORM,
  formValuesFromJob,
  TITLE_REQUIRED,
  updateBody,
  validateJobForm,
  type JobFormValues,
} from './job-form';

const form = (values: Partial<JobFormValues>): JobFormValues => ({ ...EMPTY_JOB_FORM, ...values });
const NO_DETAILS = { description: '', location: '', department: '', employmentType: null };

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

  it('trims the details; a new job sends only those it has, an edit sends all so emptied ones go', () => {
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

import { formValuesFromJob, TITLE_REQUIRED, validateJobForm } from './job-form';

describe('validateJobForm', () => {
  it('requires a title that is not only spaces', () => {
    expect(validateJobForm({ title: '', tags: 'a' })).toEqual({
      ok: false,
      errors: { title: TITLE_REQUIRED },
    });
    expect(validateJobForm({ title: '   ', tags: '' })).toEqual({
      ok: false,
      errors: { title: 'Title is required.' },
    });
  });

  it('trims the title and splits tags on commas, trimmed, empty entries dropped', () => {
    expect(validateJobForm({ title: '  Data Engineer ', tags: ' Data, , Remote ,,' })).toEqual({
      ok: true,
      body: { title: 'Data Engineer', tags: ['Data', 'Remote'] },
    });
  });

  it('gives an empty tag list when no tags are typed', () => {
    expect(validateJobForm({ title: 'Designer', tags: '' })).toEqual({
      ok: true,
      body: { title: 'Designer', tags: [] },
    });
  });
});

describe('formValuesFromJob', () => {
  it('joins tags for editing, so saving unchanged gives the same tags back', () => {
    const values = formValuesFromJob({ title: 'QA Lead', tags: ['Quality', 'Full-time'] });
    expect(values).toEqual({ title: 'QA Lead', tags: 'Quality, Full-time' });
    expect(validateJobForm(values)).toEqual({
      ok: true,
      body: { title: 'QA Lead', tags: ['Quality', 'Full-time'] },
    });
  });
});

describe('a title that only looks filled', () => {
  it.each(['\u200B', ' \u2060\uFEFF ', '\u3164'])(
    '%j is refused as the API refuses it',
    (title) => {
      expect(validateJobForm({ title, tags: '' })).toEqual({
        ok: false,
        errors: { title: 'Title is required.' },
      });
    },
  );
});

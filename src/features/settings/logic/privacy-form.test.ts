import { ApiError } from '@/api/client';
import { DEFAULT_PRIVACY } from '@/domain/privacy';
import { fieldError } from './field-error';
import { bodyOf, draftOf, PRIVACY_FIELDS, RETENTION_NOT_WHOLE, savedMessage } from './privacy-form';

describe('the privacy form', () => {
  it('sends an empty link and empty months as null, and months as a number', () => {
    const draft = draftOf(DEFAULT_PRIVACY);
    expect(draft).toEqual({
      noticeText: '',
      noticeUrl: '',
      consentRequired: false,
      retentionMonths: '',
    });
    expect(bodyOf({ ...draft, noticeUrl: '  ', retentionMonths: ' 24 ' })).toEqual({
      body: { noticeText: '', noticeUrl: null, consentRequired: false, retentionMonths: 24 },
    });
    expect(bodyOf(draft)).toMatchObject({ body: { noticeUrl: null, retentionMonths: null } });
  });

  it('refuses months that are not a whole number before sending', () => {
    for (const months of ['2.5', 'two', '-3', '1e2'])
      expect(bodyOf({ ...draftOf(DEFAULT_PRIVACY), retentionMonths: months })).toEqual({
        field: 'retentionMonths',
        message: RETENTION_NOT_WHOLE,
      });
  });

  it('finds the field a 400 names, and nothing in other failures', () => {
    expect(
      fieldError(
        new ApiError(
          400,
          'bad_request',
          'Privacy settings field "noticeUrl": must be an https:// address.',
        ),
        PRIVACY_FIELDS,
      ),
    ).toEqual({ field: 'noticeUrl', message: 'Must be an https:// address.' });
    expect(
      fieldError(
        new ApiError(400, 'bad_request', 'Privacy settings: invalid input'),
        PRIVACY_FIELDS,
      ),
    ).toBe(null);
    expect(
      fieldError(
        new ApiError(400, 'bad_request', 'Request field "extra": unknown'),
        PRIVACY_FIELDS,
      ),
    ).toBe(null);
    expect(fieldError(new ApiError(500, 'internal', 'field "noticeUrl": no'), PRIVACY_FIELDS)).toBe(
      null,
    );
    expect(fieldError(new Error('field "noticeUrl": no'), PRIVACY_FIELDS)).toBe(null);
  });

  it('says which notice applicants see once saved', () => {
    expect(savedMessage({ ...DEFAULT_PRIVACY, noticeText: 'Hi', noticeVersion: 3 })).toBe(
      'Saved. Applicants see notice version 3.',
    );
    expect(savedMessage({ ...DEFAULT_PRIVACY, noticeVersion: 3 })).toBe(
      'Saved. Applicants see no notice.',
    );
  });
});

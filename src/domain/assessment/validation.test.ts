import { LIMITS } from '../constants';
import type { AssessmentStructure, Question } from '../types';
import {
  answersToStore,
  atLeastMessage,
  EMAIL_MESSAGE,
  LIST_MESSAGE,
  noMoreThanMessage,
  NUMBER_MESSAGE,
  OPTION_MESSAGE,
  REQUIRED_MESSAGE,
  SINGLE_VALUE_MESSAGE,
  TOO_LONG_MESSAGE,
  validateAnswer,
  validateAnswers,
  validateApplicant,
} from './validation';

const q = (id: string, extra: Partial<Question> = {}): Question => ({
  id,
  type: 'short-text',
  label: id,
  required: false,
  ...extra,
});
const structureOf = (...questions: Question[]): AssessmentStructure => ({
  title: 'T',
  sections: [{ id: 's1', title: 'S', questions }],
});
const numeric = (min: number, max: number, required = false) =>
  q('n', { type: 'numeric', required, range: { min, max } });
const multi = q('m', {
  type: 'multi-choice',
  required: true,
  options: [
    { id: 'o1', value: 'A' },
    { id: 'o2', value: 'B' },
    { id: 'o3', value: '' },
  ],
});

describe('validateAnswer', () => {
  it('gives the exact required message for an empty or blank required value', () => {
    expect(REQUIRED_MESSAGE).toBe('This field is required.');
    expect(validateAnswer(q('a', { required: true }), undefined)).toBe(REQUIRED_MESSAGE);
    expect(validateAnswer(q('a', { required: true }), '')).toBe(REQUIRED_MESSAGE);
    expect(validateAnswer(q('a', { required: true }), '   ')).toBe(REQUIRED_MESSAGE);
    expect(validateAnswer(q('a', { required: true }), 'Ada')).toBeUndefined();
  });

  it('accepts an empty value for a question that is not required', () => {
    expect(validateAnswer(q('a'), '')).toBeUndefined();
    expect(validateAnswer(numeric(5, 10), '')).toBeUndefined();
  });

  it('treats an empty list as empty for a required multi-choice question', () => {
    expect(validateAnswer(multi, [])).toBe(REQUIRED_MESSAGE);
    expect(validateAnswer(multi, ['A'])).toBeUndefined();
    expect(validateAnswer({ ...multi, required: false }, [])).toBeUndefined();
  });

  it('enforces the numeric minimum and maximum with the exact messages', () => {
    expect(validateAnswer(numeric(2, 10), '1')).toBe('Must be at least 2.');
    expect(validateAnswer(numeric(2, 10), '11')).toBe('Must be no more than 10.');
    expect(validateAnswer(numeric(2, 10), '2')).toBeUndefined();
    expect(validateAnswer(numeric(2, 10), '10')).toBeUndefined();
    expect(atLeastMessage(-1.5)).toBe('Must be at least -1.5.');
    expect(noMoreThanMessage(3)).toBe('Must be no more than 3.');
  });

  it('does not enforce a bound of 0', () => {
    expect(validateAnswer(numeric(0, 10), '-50')).toBeUndefined();
    expect(validateAnswer(numeric(5, 0), '1000')).toBeUndefined();
    expect(validateAnswer(numeric(5, 0), '4')).toBe('Must be at least 5.');
    expect(validateAnswer(numeric(0, 0), '-99999')).toBeUndefined();
  });

  it('enforces negative bounds, which are not 0', () => {
    expect(validateAnswer(numeric(-10, -1), '0')).toBe('Must be no more than -1.');
    expect(validateAnswer(numeric(-10, -1), '-11')).toBe('Must be at least -10.');
  });

  it('rejects a numeric answer that is not a number', () => {
    expect(validateAnswer(numeric(0, 0), 'ten')).toBe(NUMBER_MESSAGE);
    expect(validateAnswer(q('n', { type: 'numeric' }), '3.5')).toBeUndefined();
  });

  it('only accepts the listed, non-empty options of a choice question', () => {
    const single = q('c', {
      type: 'single-choice',
      options: [
        { id: 'o1', value: 'Yes' },
        { id: 'o2', value: '' },
      ],
    });
    expect(validateAnswer(single, 'Yes')).toBeUndefined();
    expect(validateAnswer(single, 'Maybe')).toBe(OPTION_MESSAGE);
    expect(validateAnswer(multi, ['A', 'Z'])).toBe(OPTION_MESSAGE);
  });

  it('checks the shape of the value against the type', () => {
    expect(validateAnswer(multi, 'A')).toBe(LIST_MESSAGE);
    expect(validateAnswer(q('a'), ['A'])).toBe(SINGLE_VALUE_MESSAGE);
  });

  it('limits the length of a text answer', () => {
    expect(validateAnswer(q('a', { type: 'long-text' }), 'x'.repeat(LIMITS.answerText + 1))).toBe(
      TOO_LONG_MESSAGE,
    );
    expect(
      validateAnswer(q('a', { type: 'long-text' }), 'x'.repeat(LIMITS.answerText)),
    ).toBeUndefined();
  });

  it('takes a file name as the answer to a file upload', () => {
    expect(
      validateAnswer(q('f', { type: 'file-upload', required: true }), 'cv.pdf'),
    ).toBeUndefined();
    expect(validateAnswer(q('f', { type: 'file-upload', required: true }), '')).toBe(
      REQUIRED_MESSAGE,
    );
  });
});

describe('validateAnswers', () => {
  const source = q('q1', {
    type: 'single-choice',
    options: [
      { id: 'o1', value: 'Yes' },
      { id: 'o2', value: 'No' },
    ],
  });

  it('does not validate a required question while it is hidden by its condition', () => {
    const hidden = q('q2', {
      required: true,
      condition: { sourceQuestionId: 'q1', operator: 'equals', value: 'Yes' },
    });
    const s = structureOf(source, hidden);
    expect(validateAnswers(s, { q1: 'No' })).toEqual({});
    expect(validateAnswers(s, { q1: 'Yes' })).toEqual({ q2: REQUIRED_MESSAGE });
  });

  it('validates a not-equals question while the source differs', () => {
    const target = q('q2', {
      required: true,
      condition: { sourceQuestionId: 'q1', operator: 'not-equals', value: 'Yes' },
    });
    const s = structureOf(source, target);
    expect(validateAnswers(s, {})).toEqual({ q2: REQUIRED_MESSAGE });
    expect(validateAnswers(s, { q1: 'Yes' })).toEqual({});
  });

  it('validates a question whose condition source was deleted, since it is shown', () => {
    const orphan = q('q2', {
      required: true,
      condition: { sourceQuestionId: 'gone', operator: 'equals', value: 'Yes' },
    });
    expect(validateAnswers(structureOf(orphan), {})).toEqual({ q2: REQUIRED_MESSAGE });
  });

  it('reports every visible error at once, keyed by question id', () => {
    const s = structureOf(q('a', { required: true }), numeric(1, 5), multi);
    expect(validateAnswers(s, { n: '9', m: [] })).toEqual({
      a: REQUIRED_MESSAGE,
      n: 'Must be no more than 5.',
      m: REQUIRED_MESSAGE,
    });
  });
});

describe('answersToStore', () => {
  it('keeps visible, answered questions, trimmed, and drops hidden and empty ones', () => {
    const source = q('q1');
    const hidden = q('q2', {
      condition: { sourceQuestionId: 'q1', operator: 'equals', value: 'show' },
    });
    const s = structureOf(source, hidden, q('q3'), multi);
    expect(answersToStore(s, { q1: ' hide ', q2: 'secret', q3: '  ', m: [' A '] })).toEqual({
      q1: 'hide',
      m: ['A'],
    });
  });
});

describe('validateApplicant', () => {
  it('requires a name and an email', () => {
    expect(validateApplicant({ name: ' ', email: '' })).toEqual({
      name: REQUIRED_MESSAGE,
      email: REQUIRED_MESSAGE,
    });
  });
  it('gives a clear message for an invalid email', () => {
    for (const email of ['ada', 'ada@', 'ada@example', 'a b@example.com', '@example.com']) {
      expect(validateApplicant({ name: 'Ada', email }).email).toBe(EMAIL_MESSAGE);
    }
    expect(validateApplicant({ name: 'Ada', email: ' ada@example.com ' })).toEqual({});
  });
});

describe('values that only look right', () => {
  const numeric = {
    id: 'q1',
    type: 'numeric' as const,
    label: 'Years',
    required: true,
    range: { min: 0, max: 0 },
  };
  const multi = {
    id: 'q2',
    type: 'multi-choice' as const,
    label: 'Stack',
    required: true,
    options: [
      { id: 'o1', value: 'A' },
      { id: 'o2', value: 'B' },
    ],
  };
  const text = { id: 'q3', type: 'short-text' as const, label: 'Name', required: true };

  it.each(['0x10', '0b11', '0o7', '1e1', 'Infinity', '1_000', '٣'])(
    'the numeric answer %j is not a number',
    (value) => {
      expect(validateAnswer(numeric, value)).toBe('Must be a number.');
    },
  );

  it.each(['12', ' 7 ', '-3', '+4', '2.5', '.5', '10.'])(
    'the numeric answer %j is a number',
    (value) => {
      expect(validateAnswer(numeric, value)).toBeUndefined();
    },
  );

  it('a multi-choice answer naming an option twice is refused', () => {
    expect(validateAnswer(multi, ['A', 'A'])).toBe('Choose each option once.');
    expect(validateAnswer(multi, ['A', ' A'])).toBe('Choose each option once.');
    expect(validateAnswer(multi, ['A', 'B'])).toBeUndefined();
  });

  it.each(['\u200B', ' \u2060 ', '\uFEFF', '\u3164'])(
    'a required answer of only %j is missing',
    (value) => {
      expect(validateAnswer(text, value)).toBe('This field is required.');
    },
  );
});

describe('an applicant name that only looks filled', () => {
  it('is required, as the API requires it', () => {
    expect(validateApplicant({ name: '\u200B\u200D', email: 'ada@example.com' })).toEqual({
      name: 'This field is required.',
    });
  });
});

import type { Answers, AssessmentStructure, Question } from '../types';
import { answerEntries } from './display';
import { answersToStore, REQUIRED_MESSAGE, validateAnswers } from './validation';
import { isQuestionVisible, visibleQuestionIds } from './visibility';

// Any string matching the id pattern is a valid question id, including the names of the
// properties every JavaScript object inherits. Answers and errors are data: only own keys count.
const BUILTIN_IDS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'] as const;

const q = (id: string, extra: Partial<Question> = {}): Question => ({
  id,
  type: 'short-text',
  label: `Label ${id}`,
  required: false,
  ...extra,
});
const structureOf = (...questions: Question[]): AssessmentStructure => ({
  title: 'T',
  sections: [{ id: 's1', title: 'S', questions }],
});
/** Answers as they arrive from JSON: `__proto__` is then an own key, not the prototype. */
const answersOf = (entries: Record<string, string | string[]>): Answers =>
  JSON.parse(JSON.stringify(entries)) as Answers;
const protoAnswer = (value: string | string[]): Answers =>
  JSON.parse(`{"__proto__": ${JSON.stringify(value)}}`) as Answers;

describe('question ids named like built-in object properties', () => {
  describe('validateAnswers', () => {
    it.each(BUILTIN_IDS)(
      'reports "%s" as required while unanswered, and nothing once answered',
      (id) => {
        const s = structureOf(q(id, { required: true }));
        const errors = validateAnswers(s, {});
        expect(Object.keys(errors)).toEqual([id]);
        expect(Object.hasOwn(errors, id) && errors[id]).toBe(REQUIRED_MESSAGE);
        const answered = id === '__proto__' ? protoAnswer('Ada') : answersOf({ [id]: 'Ada' });
        expect(Object.keys(validateAnswers(s, answered))).toEqual([]);
      },
    );

    it.each(BUILTIN_IDS)('accepts "%s" unanswered when it is optional', (id) => {
      expect(
        Object.keys(
          validateAnswers(
            structureOf(
              q(id),
              q('q2', { type: 'multi-choice', options: [{ id: 'o1', value: 'A' }] }),
            ),
            {},
          ),
        ),
      ).toEqual([]);
    });

    it('checks each answer against its own question, none against an inherited value', () => {
      const s = structureOf(
        ...BUILTIN_IDS.map((id) =>
          q(id, { type: 'numeric', required: true, range: { min: 1, max: 5 } }),
        ),
      );
      const answers = JSON.parse(
        '{"constructor": "9", "__proto__": "x", "toString": "3"}',
      ) as Answers;
      const errors = validateAnswers(s, answers);
      expect(Object.entries(errors)).toEqual([
        ['constructor', 'Must be no more than 5.'],
        ['__proto__', 'Must be a number.'],
        ['hasOwnProperty', REQUIRED_MESSAGE],
        ['valueOf', REQUIRED_MESSAGE],
      ]);
    });
  });

  describe('visibility', () => {
    const source = (id: string) =>
      q(id, {
        type: 'single-choice',
        options: [
          { id: `${id}-yes`, value: 'Yes' },
          { id: `${id}-no`, value: 'No' },
        ],
      });

    it.each(BUILTIN_IDS)('follows a condition on "%s", answered or not', (id) => {
      const equals = q('q2', {
        condition: { sourceQuestionId: id, operator: 'equals', value: 'Yes' },
      });
      const differs = q('q3', {
        condition: { sourceQuestionId: id, operator: 'not-equals', value: 'Yes' },
      });
      const s = structureOf(source(id), equals, differs);
      const answer = (value: string) =>
        id === '__proto__' ? protoAnswer(value) : answersOf({ [id]: value });
      expect([...visibleQuestionIds(s, {})]).toEqual([id, 'q3']);
      expect([...visibleQuestionIds(s, answer('Yes'))]).toEqual([id, 'q2']);
      expect([...visibleQuestionIds(s, answer('No'))]).toEqual([id, 'q3']);
      expect(isQuestionVisible(s, 'q2', answer('Yes'))).toBe(true);
    });

    it('chains conditions through built-in names, and a hidden source hides what depends on it', () => {
      const s = structureOf(
        source('constructor'),
        q('toString', {
          condition: { sourceQuestionId: 'constructor', operator: 'equals', value: 'Yes' },
        }),
        q('valueOf', {
          condition: { sourceQuestionId: 'toString', operator: 'equals', value: 'go' },
        }),
      );
      expect([...visibleQuestionIds(s, answersOf({ constructor: 'Yes', toString: 'go' }))]).toEqual(
        ['constructor', 'toString', 'valueOf'],
      );
      expect([...visibleQuestionIds(s, answersOf({ constructor: 'No', toString: 'go' }))]).toEqual([
        'constructor',
      ]);
    });
  });

  describe('answersToStore', () => {
    it('keeps every answered built-in id as an own key, with its value, and drops the unanswered ones', () => {
      const s = structureOf(
        ...BUILTIN_IDS.map((id) => q(id)),
        q('m', { type: 'multi-choice', options: [{ id: 'o1', value: 'A' }] }),
      );
      const answers = JSON.parse(
        '{"__proto__": " x ", "toString": " t ", "m": [" A "]}',
      ) as Answers;
      const stored = answersToStore(s, answers);
      expect(Object.keys(stored)).toEqual(['__proto__', 'toString', 'm']);
      expect(Object.hasOwn(stored, '__proto__')).toBe(true);
      expect(JSON.parse(JSON.stringify(stored))).toEqual(
        JSON.parse('{"__proto__": "x", "toString": "t", "m": ["A"]}'),
      );
      expect(JSON.stringify(stored)).toBe('{"__proto__":"x","toString":"t","m":["A"]}');
    });

    it('stores a list answer to a multi-choice "__proto__" as data, not as a prototype', () => {
      const s = structureOf(
        q('__proto__', { type: 'multi-choice', options: [{ id: 'o1', value: 'A' }] }),
      );
      const stored = answersToStore(s, protoAnswer(['A']));
      expect(JSON.stringify(stored)).toBe('{"__proto__":["A"]}');
      expect(Array.isArray(Object.getPrototypeOf(stored))).toBe(false);
    });

    it('stores nothing for unanswered built-in ids, and drops hidden ones', () => {
      const s = structureOf(
        q('constructor'),
        q('valueOf', {
          condition: { sourceQuestionId: 'constructor', operator: 'equals', value: 'Yes' },
        }),
      );
      expect(Object.keys(answersToStore(s, {}))).toEqual([]);
      expect(
        Object.keys(answersToStore(s, answersOf({ constructor: 'No', valueOf: 'secret' }))),
      ).toEqual(['constructor']);
    });
  });

  describe('answerEntries', () => {
    it('lists only the answers given, each under its own question', () => {
      const s = structureOf(...BUILTIN_IDS.map((id) => q(id)));
      expect(answerEntries(s, answersOf({ valueOf: '4' }))).toEqual([
        { questionId: 'valueOf', label: 'Label valueOf', sectionTitle: 'S', value: '4' },
      ]);
      expect(answerEntries(s, protoAnswer('p')).map((e) => [e.questionId, e.value])).toEqual([
        ['__proto__', 'p'],
      ]);
      expect(
        answerEntries(undefined, answersOf({ constructor: 'c' })).map((e) => e.questionId),
      ).toEqual(['constructor']);
    });
  });
});

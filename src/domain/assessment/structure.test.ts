import type { AssessmentStructure, Question } from '../types';
import { allIds, conditionSourceChoices, isChoiceType, structureProblems } from './structure';

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
const messages = (s: AssessmentStructure) => structureProblems(s).map((p) => p.message);

describe('structureProblems', () => {
  it('accepts a sound structure, including an empty option still being written', () => {
    const s = structureOf(
      q('q1', {
        type: 'single-choice',
        options: [
          { id: 'o1', value: 'Yes' },
          { id: 'o2', value: '' },
        ],
      }),
      q('q2', {
        type: 'numeric',
        range: { min: 1, max: 5 },
        condition: { sourceQuestionId: 'q1', operator: 'equals', value: 'Yes' },
      }),
      q('q3', { condition: { sourceQuestionId: '', operator: 'equals', value: '' } }),
    );
    expect(structureProblems(s)).toEqual([]);
  });

  it('rejects ids used twice, across sections, questions and options', () => {
    const s: AssessmentStructure = {
      title: '',
      sections: [
        { id: 'x1', title: 'A', questions: [q('x1')] },
        {
          id: 's2',
          title: 'B',
          questions: [q('q2', { type: 'multi-choice', options: [{ id: 'q2', value: 'a' }] })],
        },
      ],
    };
    expect(messages(s)).toEqual([
      'The id "x1" is used more than once.',
      'The id "q2" is used more than once.',
    ]);
  });

  it('rejects options on a question that is not a choice question, and ranges off numeric ones', () => {
    expect(
      messages(structureOf(q('q1', { options: [] }), q('q2', { range: { min: 0, max: 0 } }))),
    ).toEqual([
      'Question "Label q1" is not a choice question, so it cannot have options.',
      'Question "Label q2" is not numeric, so it cannot have a range.',
    ]);
  });

  it('rejects a minimum above the maximum only when both bounds are enforced', () => {
    expect(messages(structureOf(q('q1', { type: 'numeric', range: { min: 9, max: 3 } })))).toEqual([
      'Question "Label q1": the minimum must not be greater than the maximum.',
    ]);
    expect(
      structureProblems(structureOf(q('q1', { type: 'numeric', range: { min: 9, max: 0 } }))),
    ).toEqual([]);
  });

  it('rejects conditions on itself, on a missing question, or in a loop', () => {
    const self = q('q1', { condition: { sourceQuestionId: 'q1', operator: 'equals', value: '' } });
    const missing = q('q2', {
      condition: { sourceQuestionId: 'nope', operator: 'equals', value: '' },
    });
    const a = q('qa', { condition: { sourceQuestionId: 'qb', operator: 'equals', value: '' } });
    const b = q('qb', { condition: { sourceQuestionId: 'qa', operator: 'not-equals', value: '' } });
    expect(messages(structureOf(self, missing, a, b))).toEqual([
      'Question "Label q1" cannot depend on itself.',
      'Question "Label q2" depends on a question that does not exist.',
      'Question "Label qa" is part of a loop of conditions that can never be met.',
      'Question "Label qb" is part of a loop of conditions that can never be met.',
    ]);
  });

  it('rejects a blank label and a repeated option value, naming the question', () => {
    const s = structureOf(
      q('q1', { label: '  ' }),
      q('q2', {
        type: 'single-choice',
        options: [
          { id: 'o1', value: 'A' },
          { id: 'o2', value: ' A' },
        ],
      }),
    );
    expect(structureProblems(s)).toEqual([
      { id: 'q1', message: 'A question needs a label.' },
      { id: 'q2', message: 'Question "Label q2" has the option "A" twice.' },
    ]);
  });
});

describe('conditionSourceChoices', () => {
  it('offers every other question, never the question itself', () => {
    const s = structureOf(q('q1'), q('q2'), q('q3'));
    expect(conditionSourceChoices(s, 'q2').map((x) => x.id)).toEqual(['q1', 'q3']);
  });

  it('leaves out questions that already depend on this one, which would make a loop', () => {
    const s = structureOf(
      q('q1'),
      q('q2', { condition: { sourceQuestionId: 'q1', operator: 'equals', value: '' } }),
      q('q3', { condition: { sourceQuestionId: 'q2', operator: 'equals', value: '' } }),
    );
    expect(conditionSourceChoices(s, 'q1').map((x) => x.id)).toEqual([]);
    expect(conditionSourceChoices(s, 'q3').map((x) => x.id)).toEqual(['q1', 'q2']);
  });
});

describe('helpers', () => {
  it('knows the choice types', () => {
    expect(
      ['short-text', 'long-text', 'single-choice', 'multi-choice', 'numeric', 'file-upload'].filter(
        (t) => isChoiceType(t as never),
      ),
    ).toEqual(['single-choice', 'multi-choice']);
  });
  it('lists every id', () => {
    expect(
      allIds(structureOf(q('q1', { type: 'single-choice', options: [{ id: 'o1', value: '' }] }))),
    ).toEqual(['s1', 'q1', 'o1']);
  });
});

import type { AssessmentStructure, Question } from '../types';
import { conditionMet, isQuestionVisible, visibleQuestionIds } from './visibility';

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

const choice: Question = q('q1', {
  type: 'single-choice',
  options: [
    { id: 'o1', value: 'Yes' },
    { id: 'o2', value: 'No' },
  ],
});

describe('conditionMet', () => {
  it('equals holds only for the same value, ignoring surrounding spaces', () => {
    expect(
      conditionMet({ sourceQuestionId: 'q1', operator: 'equals', value: 'Yes' }, ' Yes '),
    ).toBe(true);
    expect(conditionMet({ sourceQuestionId: 'q1', operator: 'equals', value: 'Yes' }, 'yes')).toBe(
      false,
    );
  });
  it('not-equals holds for any other value, including no answer', () => {
    const cond = { sourceQuestionId: 'q1', operator: 'not-equals', value: 'Yes' } as const;
    expect(conditionMet(cond, 'No')).toBe(true);
    expect(conditionMet(cond, undefined)).toBe(true);
    expect(conditionMet(cond, 'Yes')).toBe(false);
  });
  it('a multi-choice answer equals a value when that value is among the chosen ones', () => {
    expect(
      conditionMet({ sourceQuestionId: 'q1', operator: 'equals', value: 'B' }, ['A', 'B']),
    ).toBe(true);
    expect(
      conditionMet({ sourceQuestionId: 'q1', operator: 'not-equals', value: 'B' }, ['A', 'B']),
    ).toBe(false);
    expect(conditionMet({ sourceQuestionId: 'q1', operator: 'not-equals', value: 'B' }, [])).toBe(
      true,
    );
  });
});

describe('visibleQuestionIds', () => {
  it('shows a question with no condition', () => {
    expect(isQuestionVisible(structureOf(q('q1')), 'q1', {})).toBe(true);
  });

  it('shows a question whose condition has no source selected, whatever the answers', () => {
    const target = q('q2', {
      condition: { sourceQuestionId: '', operator: 'equals', value: 'Yes' },
    });
    expect(isQuestionVisible(structureOf(choice, target), 'q2', { q1: 'No' })).toBe(true);
  });

  it('equals: shown only while the source answer equals the value', () => {
    const target = q('q2', {
      condition: { sourceQuestionId: 'q1', operator: 'equals', value: 'Yes' },
    });
    const s = structureOf(choice, target);
    expect(isQuestionVisible(s, 'q2', {})).toBe(false);
    expect(isQuestionVisible(s, 'q2', { q1: 'No' })).toBe(false);
    expect(isQuestionVisible(s, 'q2', { q1: 'Yes' })).toBe(true);
  });

  it('not-equals: shown while the source answer differs from the value', () => {
    const target = q('q2', {
      condition: { sourceQuestionId: 'q1', operator: 'not-equals', value: 'Yes' },
    });
    const s = structureOf(choice, target);
    expect(isQuestionVisible(s, 'q2', {})).toBe(true);
    expect(isQuestionVisible(s, 'q2', { q1: 'No' })).toBe(true);
    expect(isQuestionVisible(s, 'q2', { q1: 'Yes' })).toBe(false);
  });

  it('ignores a condition whose source question was deleted, so the question stays visible', () => {
    const orphan = q('q2', {
      condition: { sourceQuestionId: 'q-deleted', operator: 'equals', value: 'Yes' },
    });
    expect(isQuestionVisible(structureOf(orphan), 'q2', {})).toBe(true);
  });

  it('ignores a condition on the question itself', () => {
    const self = q('q2', { condition: { sourceQuestionId: 'q2', operator: 'equals', value: 'x' } });
    expect(isQuestionVisible(structureOf(self), 'q2', { q2: 'y' })).toBe(true);
  });

  it('hides what depends on a hidden source, even when the hidden answer is still held', () => {
    const language = q('q2', {
      type: 'single-choice',
      options: [{ id: 'o3', value: 'Python' }],
      condition: { sourceQuestionId: 'q1', operator: 'equals', value: 'Yes' },
    });
    const years = q('q3', {
      type: 'numeric',
      condition: { sourceQuestionId: 'q2', operator: 'equals', value: 'Python' },
    });
    const s = structureOf(choice, language, years);
    expect([...visibleQuestionIds(s, { q1: 'Yes', q2: 'Python' })]).toEqual(['q1', 'q2', 'q3']);
    expect([...visibleQuestionIds(s, { q1: 'No', q2: 'Python' })]).toEqual(['q1']);
  });

  it('works across sections and whatever the order of source and target', () => {
    const s: AssessmentStructure = {
      title: '',
      sections: [
        {
          id: 's1',
          title: 'A',
          questions: [
            q('q2', { condition: { sourceQuestionId: 'q1', operator: 'equals', value: 'go' } }),
          ],
        },
        { id: 's2', title: 'B', questions: [q('q1')] },
      ],
    };
    expect(isQuestionVisible(s, 'q2', { q1: 'go' })).toBe(true);
    expect(isQuestionVisible(s, 'q2', { q1: 'stop' })).toBe(false);
  });

  it('ignores a loop of conditions instead of hiding its questions or never finishing', () => {
    const a = q('qa', { condition: { sourceQuestionId: 'qb', operator: 'equals', value: 'x' } });
    const b = q('qb', { condition: { sourceQuestionId: 'qa', operator: 'equals', value: 'x' } });
    const c = q('qc', { condition: { sourceQuestionId: 'qa', operator: 'equals', value: 'x' } });
    expect([...visibleQuestionIds(structureOf(a, b, c), { qa: 'x' })]).toEqual(['qa', 'qb', 'qc']);
    expect([...visibleQuestionIds(structureOf(a, b, c), {})]).toEqual(['qa', 'qb']);
  });
});

import type { AssessmentStructure } from '@/domain/types';
import { describeCondition, questionName, questionNumbers } from './describe';

const structure: AssessmentStructure = {
  title: '',
  sections: [
    {
      id: 's1',
      title: 'A',
      questions: [
        {
          id: 'q1',
          type: 'single-choice',
          label: 'Worked with React?',
          required: true,
          options: [],
        },
      ],
    },
    {
      id: 's2',
      title: 'B',
      questions: [
        {
          id: 'q2',
          type: 'short-text',
          label: '',
          required: false,
          condition: { sourceQuestionId: 'q1', operator: 'not-equals', value: 'Yes' },
        },
        {
          id: 'q3',
          type: 'short-text',
          label: 'x',
          required: false,
          condition: { sourceQuestionId: 'gone', operator: 'equals', value: 'Yes' },
        },
        {
          id: 'q4',
          type: 'short-text',
          label: 'y',
          required: false,
          condition: { sourceQuestionId: 'q1', operator: 'equals', value: '' },
        },
      ],
    },
  ],
};
const [q1, q2, q3, q4] = structure.sections.flatMap((s) => s.questions) as [any, any, any, any];

describe('describing questions and conditions', () => {
  it('numbers questions across sections and names them', () => {
    const numbers = questionNumbers(structure);
    expect([...numbers.entries()]).toEqual([
      ['q1', 1],
      ['q2', 2],
      ['q3', 3],
      ['q4', 4],
    ]);
    expect(questionName(q1, 1)).toBe('Q1: Worked with React?');
    expect(questionName(q2, 2)).toBe('Q2: Untitled question');
  });

  it('explains a condition in words, and says nothing for a broken one', () => {
    expect(describeCondition(structure, q2)).toBe(
      'Shown when “Worked with React?” does not equal “Yes”.',
    );
    expect(describeCondition(structure, q4)).toBe(
      'Shown when “Worked with React?” equals nothing (unanswered).',
    );
    expect(describeCondition(structure, q3)).toBeUndefined();
    expect(describeCondition(structure, q1)).toBeUndefined();
  });
});

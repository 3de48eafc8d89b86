import type { AssessmentStructure } from '../types';
import { answerEntries, REMOVED_QUESTION_LABEL } from './display';

const structure: AssessmentStructure = {
  title: 'T',
  sections: [
    {
      id: 's1',
      title: 'Basics',
      questions: [
        { id: 'q1', type: 'short-text', label: 'Name?', required: true },
        {
          id: 'q2',
          type: 'multi-choice',
          label: 'Skills',
          required: false,
          options: [
            { id: 'o1', value: 'TS' },
            { id: 'o2', value: 'Go' },
          ],
        },
        { id: 'q3', type: 'numeric', label: 'Years', required: false },
      ],
    },
  ],
};

describe('answerEntries', () => {
  it('pairs answers with the current labels in form order, joining lists', () => {
    expect(answerEntries(structure, { q2: ['TS', 'Go'], q1: 'Ada' })).toEqual([
      { questionId: 'q1', label: 'Name?', sectionTitle: 'Basics', value: 'Ada' },
      { questionId: 'q2', label: 'Skills', sectionTitle: 'Basics', value: 'TS, Go' },
    ]);
  });

  it('keeps answers to questions since removed, at the end with a plain label', () => {
    expect(answerEntries(structure, { gone: 'x', q3: '4' })).toEqual([
      { questionId: 'q3', label: 'Years', sectionTitle: 'Basics', value: '4' },
      { questionId: 'gone', label: REMOVED_QUESTION_LABEL, sectionTitle: '', value: 'x' },
    ]);
    expect(answerEntries(undefined, { q1: 'Ada' })[0]?.label).toBe(REMOVED_QUESTION_LABEL);
  });
});

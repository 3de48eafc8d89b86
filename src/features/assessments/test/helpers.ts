import type { AssessmentStructure, Job } from '@/domain/types';
import { api } from '@/test/api';

/** A job (and optionally its assessment), made through the API as any client would. */
export async function addJob(
  title = 'Frontend Engineer',
  structure?: AssessmentStructure,
): Promise<number> {
  const { body: job } = await api<Job>('POST', '/jobs', { title });
  if (structure) await api('PUT', `/jobs/${job.id}/assessment`, structure);
  return job.id;
}

export async function savedStructure(jobId: number): Promise<AssessmentStructure> {
  return (await api<{ structure: AssessmentStructure }>('GET', `/jobs/${jobId}/assessment`)).body
    .structure;
}

/** Every question type, with a condition, for forms that exercise all the rules. */
export const fullStructure: AssessmentStructure = {
  title: 'Frontend Engineer Assessment',
  sections: [
    {
      id: 's1',
      title: 'Basics',
      questions: [
        { id: 'q1', type: 'short-text', label: 'What is your full name?', required: true },
        {
          id: 'q2',
          type: 'single-choice',
          label: 'Worked with React?',
          required: true,
          options: [
            { id: 'o1', value: 'Yes' },
            { id: 'o2', value: 'No' },
          ],
        },
        {
          id: 'q3',
          type: 'numeric',
          label: 'Years with React',
          required: true,
          range: { min: 1, max: 40 },
          condition: { sourceQuestionId: 'q2', operator: 'equals', value: 'Yes' },
        },
      ],
    },
    {
      id: 's2',
      title: 'Details',
      questions: [
        {
          id: 'q4',
          type: 'multi-choice',
          label: 'Languages you use',
          required: true,
          options: [
            { id: 'o4', value: 'TypeScript' },
            { id: 'o5', value: 'Go' },
          ],
        },
        { id: 'q5', type: 'long-text', label: 'Why this role?', required: false },
        { id: 'q6', type: 'file-upload', label: 'Your CV', required: false },
        {
          id: 'q7',
          type: 'numeric',
          label: 'Notice period (weeks)',
          required: false,
          range: { min: 0, max: 12 },
        },
      ],
    },
  ],
};

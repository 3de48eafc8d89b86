import { z } from 'zod';
import { EMAIL_MESSAGE, isValidEmail } from '@/domain/assessment';
import { LIMITS } from '@/domain/constants';
import { CONDITION_OPERATORS, QUESTION_TYPES } from '@/domain/types';

/** Request schemas of the assessment endpoints. Strict objects: unknown fields are a 400. */

const text = (max: number) => z.string({ message: 'must be a string.' }).max(max, `must be at most ${max} characters.`);

const structureId = z
  .string({ message: 'must be a string.' })
  .min(1, 'must not be empty.')
  .max(LIMITS.structureId, `must be at most ${LIMITS.structureId} characters.`)
  .regex(/^[A-Za-z0-9_-]+$/, 'may only hold letters, digits, "-" and "_".');

const bound = z.number({ message: 'must be a number.' }).finite('must be a finite number.');

export const optionSchema = z.strictObject({ id: structureId, value: text(LIMITS.optionValue) });

export const questionSchema = z.strictObject({
  id: structureId,
  type: z.enum(QUESTION_TYPES, { message: `must be one of ${QUESTION_TYPES.join(', ')}.` }),
  label: text(LIMITS.label),
  required: z.boolean({ message: 'must be true or false.' }),
  options: z.array(optionSchema, { message: 'must be a list of { id, value }.' }).max(LIMITS.optionsPerQuestion, `at most ${LIMITS.optionsPerQuestion} options.`).optional(),
  range: z.strictObject({ min: bound, max: bound }, { message: 'must be { min, max }.' }).optional(),
  condition: z
    .strictObject(
      {
        // '' means no source selected: the question is always shown.
        sourceQuestionId: z.union([z.literal(''), structureId]),
        operator: z.enum(CONDITION_OPERATORS, { message: `must be one of ${CONDITION_OPERATORS.join(', ')}.` }),
        value: text(LIMITS.conditionValue),
      },
      { message: 'must be { sourceQuestionId, operator, value }.' },
    )
    .optional(),
});

export const sectionSchema = z.strictObject({
  id: structureId,
  title: text(LIMITS.sectionTitle),
  questions: z.array(questionSchema, { message: 'must be a list of questions.' }),
});

export const structureSchema = z
  .strictObject({
    title: text(LIMITS.assessmentTitle),
    sections: z
      .array(sectionSchema, { message: 'must be a list of sections.' })
      .max(LIMITS.sectionsPerAssessment, `at most ${LIMITS.sectionsPerAssessment} sections.`),
  })
  .refine((s) => s.sections.reduce((n, section) => n + section.questions.length, 0) <= LIMITS.questionsPerAssessment, {
    message: `An assessment holds at most ${LIMITS.questionsPerAssessment} questions.`,
  });

const answerValue = z.union(
  [text(LIMITS.answerText), z.array(text(LIMITS.optionValue), { message: 'must be a list of strings.' }).max(LIMITS.optionsPerQuestion)],
  { message: 'must be a string, or a list of strings for a multi-choice question.' },
);

export const submitSchema = z.strictObject({
  name: z.string({ message: 'must be a string.' }).trim().min(1, 'Your name is required.').max(LIMITS.candidateName, `must be at most ${LIMITS.candidateName} characters.`),
  email: z
    .string({ message: 'must be a string.' })
    .trim()
    .toLowerCase()
    .min(1, 'Your email is required.')
    .refine(isValidEmail, EMAIL_MESSAGE),
  answers: z.record(z.string().max(LIMITS.structureId), answerValue, { message: 'must be an object of question id to answer.' }),
});
export type SubmitInput = z.output<typeof submitSchema>;

import type { AssessmentStructure, Question, QuestionType } from '../types';

export const CHOICE_TYPES: readonly QuestionType[] = ['single-choice', 'multi-choice'];

export function isChoiceType(type: QuestionType): boolean {
  return CHOICE_TYPES.includes(type);
}

export const EMPTY_STRUCTURE: AssessmentStructure = { title: '', sections: [] };

export type ResumeSetting = NonNullable<AssessmentStructure['resume']>;

/** Whether the job's application asks for a résumé: optional unless the job says otherwise. */
export function resumeSetting(structure: AssessmentStructure): ResumeSetting {
  return structure.resume ?? 'optional';
}

export const RESUME_SETTING_LABELS: Record<ResumeSetting, string> = {
  optional: 'Optional',
  required: 'Required',
  off: 'Not asked',
};

/** What the applicant form says when a required résumé is missing. */
export const RESUME_REQUIRED = 'Attach your résumé.';

/** Every question in reading order. */
export function allQuestions(structure: AssessmentStructure): Question[] {
  return structure.sections.flatMap((section) => section.questions);
}

/** Every id in the structure: sections, questions and options. */
export function allIds(structure: AssessmentStructure): string[] {
  return structure.sections.flatMap((s) => [
    s.id,
    ...s.questions.flatMap((q) => [q.id, ...(q.options ?? []).map((o) => o.id)]),
  ]);
}

/** A bound of 0 is not enforced (spec section 5); any other number is. */
export function isEnforcedBound(bound: number | undefined): bound is number {
  return typeof bound === 'number' && Number.isFinite(bound) && bound !== 0;
}

/**
 * Whether following condition sources from `question` comes back to it. Each question has at most
 * one source, so walking the chain either ends or loops.
 */
export function conditionLoops(structure: AssessmentStructure, questionId: string): boolean {
  const byId = new Map(allQuestions(structure).map((q) => [q.id, q]));
  const seen = new Set<string>();
  let current = byId.get(questionId);
  while (current?.condition?.sourceQuestionId) {
    const next = current.condition.sourceQuestionId;
    if (next === questionId) return true;
    if (seen.has(next)) return false;
    seen.add(next);
    current = byId.get(next);
  }
  return false;
}

/**
 * Questions a condition of `questionId` may depend on: every other question whose own condition
 * chain does not lead back here (that would make a loop that no answer can satisfy).
 */
export function conditionSourceChoices(
  structure: AssessmentStructure,
  questionId: string,
): Question[] {
  return allQuestions(structure).filter(
    (q) => q.id !== questionId && !dependsOn(structure, q.id, questionId),
  );
}

/** Whether `questionId`'s condition chain passes through `targetId`. */
export function dependsOn(
  structure: AssessmentStructure,
  questionId: string,
  targetId: string,
): boolean {
  const byId = new Map(allQuestions(structure).map((q) => [q.id, q]));
  const seen = new Set<string>([questionId]);
  let source = byId.get(questionId)?.condition?.sourceQuestionId;
  while (source) {
    if (source === targetId) return true;
    if (seen.has(source)) return false;
    seen.add(source);
    source = byId.get(source)?.condition?.sourceQuestionId;
  }
  return false;
}

export interface StructureProblem {
  /** The id of the section or question at fault ('' for the assessment as a whole). */
  id: string;
  message: string;
}

/**
 * The rules a saved structure must follow beyond its shape. The builder checks them before saving
 * and the server checks them again, with the same messages.
 */
export function structureProblems(structure: AssessmentStructure): StructureProblem[] {
  const problems: StructureProblem[] = [];
  const seen = new Set<string>();
  const questions = allQuestions(structure);
  const questionIds = new Set(questions.map((q) => q.id));
  const claim = (id: string, owner: string) => {
    if (seen.has(id))
      problems.push({ id: owner, message: `The id "${id}" is used more than once.` });
    seen.add(id);
  };

  structure.sections.forEach((section) => {
    claim(section.id, section.id);
    for (const question of section.questions) {
      claim(question.id, question.id);
      const name = question.label.trim() ? `Question "${question.label.trim()}"` : 'A question';
      if (!question.label.trim())
        problems.push({ id: question.id, message: 'A question needs a label.' });
      if (question.options !== undefined && !isChoiceType(question.type)) {
        problems.push({
          id: question.id,
          message: `${name} is not a choice question, so it cannot have options.`,
        });
      }
      const values = new Set<string>();
      for (const option of question.options ?? []) {
        claim(option.id, question.id);
        const value = option.value.trim();
        if (value && values.has(value))
          problems.push({ id: question.id, message: `${name} has the option "${value}" twice.` });
        values.add(value);
      }
      if (question.range !== undefined && question.type !== 'numeric') {
        problems.push({
          id: question.id,
          message: `${name} is not numeric, so it cannot have a range.`,
        });
      }
      const { min, max } = question.range ?? {};
      if (isEnforcedBound(min) && isEnforcedBound(max) && min > max) {
        problems.push({
          id: question.id,
          message: `${name}: the minimum must not be greater than the maximum.`,
        });
      }
      const source = question.condition?.sourceQuestionId;
      if (source) {
        if (source === question.id)
          problems.push({ id: question.id, message: `${name} cannot depend on itself.` });
        else if (!questionIds.has(source))
          problems.push({
            id: question.id,
            message: `${name} depends on a question that does not exist.`,
          });
        else if (conditionLoops(structure, question.id)) {
          problems.push({
            id: question.id,
            message: `${name} is part of a loop of conditions that can never be met.`,
          });
        }
      }
    }
  });
  return problems;
}

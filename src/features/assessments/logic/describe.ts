import { allQuestions, conditionLoops } from '@/domain/assessment';
import type { AssessmentStructure, Question } from '@/domain/types';

export const OPERATOR_LABELS = { equals: 'equals', 'not-equals': 'does not equal' } as const;

/** "Q3" style numbers across the whole assessment, in reading order. */
export function questionNumbers(structure: AssessmentStructure): Map<string, number> {
  return new Map(allQuestions(structure).map((q, i) => [q.id, i + 1]));
}

/** A short name for a question in lists of sources: "Q2: Worked with React?". */
export function questionName(question: Question, number: number | undefined): string {
  return `Q${number ?? '?'}: ${question.label.trim() || 'Untitled question'}`;
}

/** How the preview explains a condition: 'Shown when "Worked with React?" equals "Yes".' */
export function describeCondition(
  structure: AssessmentStructure,
  question: Question,
): string | undefined {
  const condition = question.condition;
  if (!condition?.sourceQuestionId) return undefined;
  const source = allQuestions(structure).find((q) => q.id === condition.sourceQuestionId);
  if (!source || source.id === question.id || conditionLoops(structure, question.id))
    return undefined;
  const value = condition.value.trim() ? `“${condition.value.trim()}”` : 'nothing (unanswered)';
  return `Shown when “${source.label.trim() || 'Untitled question'}” ${OPERATOR_LABELS[condition.operator]} ${value}.`;
}

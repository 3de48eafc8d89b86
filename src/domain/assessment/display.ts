import type { Answers, AssessmentStructure } from '../types';
import { ownValue } from './keyed';

export interface AnswerEntry {
  questionId: string;
  /** The question as it reads now; answers to questions since removed keep a plain label. */
  label: string;
  sectionTitle: string;
  value: string;
}

export const REMOVED_QUESTION_LABEL = 'A question no longer in the assessment';

function show(value: string | string[]): string {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Stored answers as label/value pairs in the order of the form, for people to read. */
export function answerEntries(
  structure: AssessmentStructure | undefined,
  answers: Answers,
): AnswerEntry[] {
  const entries: AnswerEntry[] = [];
  const placed = new Set<string>();
  for (const section of structure?.sections ?? []) {
    for (const question of section.questions) {
      const value = ownValue(answers, question.id);
      if (value === undefined) continue;
      placed.add(question.id);
      entries.push({
        questionId: question.id,
        label: question.label,
        sectionTitle: section.title,
        value: show(value),
      });
    }
  }
  for (const [questionId, value] of Object.entries(answers)) {
    if (!placed.has(questionId))
      entries.push({
        questionId,
        label: REMOVED_QUESTION_LABEL,
        sectionTitle: '',
        value: show(value),
      });
  }
  return entries;
}

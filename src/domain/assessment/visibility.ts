import type { Answers, AssessmentStructure, QuestionCondition } from '../types';
import { ownValue } from './keyed';
import { allQuestions, conditionLoops } from './structure';

/**
 * Whether a condition holds for its source's answer. A multi-choice answer "equals" a value when
 * that value is among the chosen ones. Values are compared without surrounding spaces.
 */
export function conditionMet(
  condition: QuestionCondition,
  answer: string | string[] | undefined,
): boolean {
  const expected = condition.value.trim();
  const matches = Array.isArray(answer)
    ? answer.some((a) => a.trim() === expected)
    : (answer ?? '').trim() === expected;
  return condition.operator === 'equals' ? matches : !matches;
}

/**
 * The ids of the questions an applicant sees with these answers.
 * - No condition, or no source selected: shown.
 * - A source that no longer exists, or a loop of conditions: the condition is ignored, so a broken
 *   condition never hides a question.
 * - A hidden source counts as unanswered, so what depends on it follows it out of view.
 */
export function visibleQuestionIds(structure: AssessmentStructure, answers: Answers): Set<string> {
  const questions = allQuestions(structure);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const memo = new Map<string, boolean>();

  const visible = (id: string): boolean => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    const question = byId.get(id);
    const condition = question?.condition;
    let result = true;
    if (question && condition?.sourceQuestionId) {
      const source = byId.get(condition.sourceQuestionId);
      const usable = source && source.id !== id && !conditionLoops(structure, id);
      if (usable)
        result = conditionMet(
          condition,
          visible(source.id) ? ownValue(answers, source.id) : undefined,
        );
    }
    memo.set(id, result);
    return result;
  };

  return new Set(questions.filter((q) => visible(q.id)).map((q) => q.id));
}

export function isQuestionVisible(
  structure: AssessmentStructure,
  questionId: string,
  answers: Answers,
): boolean {
  return visibleQuestionIds(structure, answers).has(questionId);
}

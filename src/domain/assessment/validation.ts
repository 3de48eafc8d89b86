import { LIMITS } from '../constants';
import { EMAIL_MESSAGE, isValidEmail } from '../email';
import { isBlank } from '../text';
import type { Answers, AssessmentStructure, Question } from '../types';
import { ownValue, setOwnValue } from './keyed';
import { allQuestions, isChoiceType, isEnforcedBound } from './structure';
import { visibleQuestionIds } from './visibility';

// The applicant form's email rule is the one of all TalentFlow (domain/email).
export { EMAIL_MESSAGE, isValidEmail };

export const REQUIRED_MESSAGE = 'This field is required.';
export const atLeastMessage = (min: number) => `Must be at least ${min}.`;
export const noMoreThanMessage = (max: number) => `Must be no more than ${max}.`;
export const NUMBER_MESSAGE = 'Must be a number.';
export const TOO_LONG_MESSAGE = `Must be ${LIMITS.answerText} characters or fewer.`;
export const OPTION_MESSAGE = 'Choose one of the listed options.';
export const LIST_MESSAGE = 'Must be a list of chosen options.';
export const SINGLE_VALUE_MESSAGE = 'Must be a single value, not a list.';

export type AnswerValue = string | string[];

export const DUPLICATE_MESSAGE = 'Choose each option once.';

/** An answer that shows nothing (`isBlank`: spaces or invisible characters), an empty list, or no answer. */
export function isEmptyAnswer(value: AnswerValue | undefined): boolean {
  if (value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  return isBlank(value);
}

/**
 * A number as people write one: decimal digits, an optional sign and decimal part. "0x10", "0b11",
 * "1e1" or "Infinity" are not answers to "how many years", whatever JavaScript makes of them.
 */
export function parseDecimal(text: string): number | undefined {
  const trimmed = text.trim();
  return /^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(trimmed) ? Number(trimmed) : undefined;
}

/** The option values an applicant can pick: empty options (still being written) are left out. */
export function choiceValues(question: Question): string[] {
  return (question.options ?? []).map((o) => o.value.trim()).filter(Boolean);
}

/** The error for one answer to one (visible) question, or undefined when it is fine. */
export function validateAnswer(
  question: Question,
  value: AnswerValue | undefined,
): string | undefined {
  const multi = question.type === 'multi-choice';
  if (value !== undefined && Array.isArray(value) !== multi)
    return multi ? LIST_MESSAGE : SINGLE_VALUE_MESSAGE;
  if (isEmptyAnswer(value)) return question.required ? REQUIRED_MESSAGE : undefined;
  const list = Array.isArray(value) ? value : [value as string];

  if (isChoiceType(question.type)) {
    const allowed = new Set(choiceValues(question));
    if (!list.every((v) => allowed.has(v.trim()))) return OPTION_MESSAGE;
    return new Set(list.map((v) => v.trim())).size === list.length ? undefined : DUPLICATE_MESSAGE;
  }
  const text = list[0] as string;
  if (text.length > LIMITS.answerText) return TOO_LONG_MESSAGE;
  if (question.type === 'numeric') {
    const number = parseDecimal(text);
    if (number === undefined || !Number.isFinite(number)) return NUMBER_MESSAGE;
    const { min, max } = question.range ?? {};
    if (isEnforcedBound(min) && number < min) return atLeastMessage(min);
    if (isEnforcedBound(max) && number > max) return noMoreThanMessage(max);
  }
  return undefined;
}

/** Errors by question id (own keys, whatever the ids are named), for the visible questions only. */
export function validateAnswers(
  structure: AssessmentStructure,
  answers: Answers,
): Record<string, string> {
  const visible = visibleQuestionIds(structure, answers);
  const errors: Record<string, string> = {};
  for (const question of allQuestions(structure)) {
    if (!visible.has(question.id)) continue;
    const error = validateAnswer(question, ownValue(answers, question.id));
    if (error) setOwnValue(errors, question.id, error);
  }
  return errors;
}

/** What gets stored: the answers to visible questions that were answered, trimmed, in form order. */
export function answersToStore(structure: AssessmentStructure, answers: Answers): Answers {
  const visible = visibleQuestionIds(structure, answers);
  const out: Answers = {};
  for (const question of allQuestions(structure)) {
    const value = ownValue(answers, question.id);
    if (!visible.has(question.id) || value === undefined || isEmptyAnswer(value)) continue;
    setOwnValue(out, question.id, Array.isArray(value) ? value.map((v) => v.trim()) : value.trim());
  }
  return out;
}

export interface Applicant {
  name: string;
  email: string;
}

/** Errors for the applicant's own fields, keyed 'name' and 'email'. */
export function validateApplicant({
  name,
  email,
}: Applicant): Partial<Record<keyof Applicant, string>> {
  const errors: Partial<Record<keyof Applicant, string>> = {};
  if (isBlank(name)) errors.name = REQUIRED_MESSAGE;
  else if (name.trim().length > LIMITS.candidateName)
    errors.name = `Must be ${LIMITS.candidateName} characters or fewer.`;
  const trimmed = email.trim();
  if (!trimmed) errors.email = REQUIRED_MESSAGE;
  else if (!isValidEmail(trimmed)) errors.email = EMAIL_MESSAGE;
  return errors;
}

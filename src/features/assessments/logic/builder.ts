import { generateId, isChoiceType, type ResumeSetting } from '@/domain/assessment';
import { moveItem } from '@/domain/reorder';
import type {
  AssessmentStructure,
  ChoiceOption,
  ConditionOperator,
  Question,
  QuestionType,
  Section,
} from '@/domain/types';

/** What the builder creates (spec section 5): new sections, questions and choice options. */
export const NEW_SECTION_TITLE = 'New Section';
export const NEW_QUESTION_LABEL = 'New Question';

export const newOption = (): ChoiceOption => ({ id: generateId('o'), value: '' });
export const newQuestion = (): Question => ({
  id: generateId('q'),
  type: 'short-text',
  label: NEW_QUESTION_LABEL,
  required: false,
});
export const newSection = (): Section => ({
  id: generateId('s'),
  title: NEW_SECTION_TITLE,
  questions: [],
});

export type Direction = -1 | 1;

export interface ConditionPatch {
  sourceQuestionId?: string;
  operator?: ConditionOperator;
  value?: string;
}

/** Every edit the builder makes. New ids come in the action, so the reducer stays pure. */
export type BuilderAction =
  | { type: 'setTitle'; title: string }
  | { type: 'setResume'; resume: ResumeSetting }
  | { type: 'addSection'; section: Section }
  | { type: 'renameSection'; sectionId: string; title: string }
  | { type: 'removeSection'; sectionId: string }
  | { type: 'moveSection'; sectionId: string; direction: Direction }
  | { type: 'addQuestion'; sectionId: string; question: Question }
  | {
      type: 'editQuestion';
      questionId: string;
      patch: Partial<Pick<Question, 'label' | 'required'>>;
    }
  | { type: 'changeType'; questionId: string; questionType: QuestionType; option: ChoiceOption }
  | { type: 'removeQuestion'; questionId: string }
  | { type: 'moveQuestion'; questionId: string; direction: Direction }
  | { type: 'addOption'; questionId: string; option: ChoiceOption }
  | { type: 'editOption'; questionId: string; optionId: string; value: string }
  | { type: 'removeOption'; questionId: string; optionId: string }
  | { type: 'setRange'; questionId: string; bound: 'min' | 'max'; value: number }
  | { type: 'setCondition'; questionId: string; patch: ConditionPatch };

function mapQuestions(
  structure: AssessmentStructure,
  fn: (q: Question) => Question,
): AssessmentStructure {
  return {
    ...structure,
    sections: structure.sections.map((s) => ({ ...s, questions: s.questions.map(fn) })),
  };
}

function updateQuestion(
  structure: AssessmentStructure,
  id: string,
  fn: (q: Question) => Question,
): AssessmentStructure {
  return mapQuestions(structure, (q) => (q.id === id ? fn(q) : q));
}

/** Conditions that depend on removed questions lose their source, so nothing points at nothing. */
function dropConditionsOn(
  structure: AssessmentStructure,
  removed: Set<string>,
): AssessmentStructure {
  return mapQuestions(structure, (q) => {
    if (!q.condition || !removed.has(q.condition.sourceQuestionId)) return q;
    const { condition: _dropped, ...rest } = q;
    return rest;
  });
}

function withType(question: Question, type: QuestionType, option: ChoiceOption): Question {
  const { options, range, ...rest } = question;
  const next: Question = { ...rest, type };
  // Choice questions get an empty option when converted; between the two choice types they keep theirs.
  if (isChoiceType(type))
    next.options = isChoiceType(question.type) && options ? options : [option];
  if (type === 'numeric' && range) next.range = range;
  return next;
}

export function builderReducer(
  state: AssessmentStructure,
  action: BuilderAction,
): AssessmentStructure {
  switch (action.type) {
    case 'setTitle':
      return { ...state, title: action.title };
    case 'setResume':
      return { ...state, resume: action.resume };
    case 'addSection':
      return { ...state, sections: [...state.sections, action.section] };
    case 'renameSection':
      return {
        ...state,
        sections: state.sections.map((s) =>
          s.id === action.sectionId ? { ...s, title: action.title } : s,
        ),
      };
    case 'removeSection': {
      const section = state.sections.find((s) => s.id === action.sectionId);
      if (!section) return state;
      const next = { ...state, sections: state.sections.filter((s) => s !== section) };
      return dropConditionsOn(next, new Set(section.questions.map((q) => q.id)));
    }
    case 'moveSection': {
      const from = state.sections.findIndex((s) => s.id === action.sectionId);
      const to = from + action.direction;
      if (from < 0 || to < 0 || to >= state.sections.length) return state;
      return { ...state, sections: moveItem(state.sections, from, to) };
    }
    case 'addQuestion':
      return {
        ...state,
        sections: state.sections.map((s) =>
          s.id === action.sectionId ? { ...s, questions: [...s.questions, action.question] } : s,
        ),
      };
    case 'editQuestion':
      return updateQuestion(state, action.questionId, (q) => ({ ...q, ...action.patch }));
    case 'changeType':
      return updateQuestion(state, action.questionId, (q) =>
        q.type === action.questionType ? q : withType(q, action.questionType, action.option),
      );
    case 'removeQuestion': {
      const next = {
        ...state,
        sections: state.sections.map((s) => ({
          ...s,
          questions: s.questions.filter((q) => q.id !== action.questionId),
        })),
      };
      return dropConditionsOn(next, new Set([action.questionId]));
    }
    case 'moveQuestion':
      return moveQuestion(state, action.questionId, action.direction);
    case 'addOption':
      return updateQuestion(state, action.questionId, (q) => ({
        ...q,
        options: [...(q.options ?? []), action.option],
      }));
    case 'editOption':
      return editOption(state, action.questionId, action.optionId, action.value);
    case 'removeOption':
      return updateQuestion(state, action.questionId, (q) => ({
        ...q,
        options: (q.options ?? []).filter((o) => o.id !== action.optionId),
      }));
    case 'setRange':
      return updateQuestion(state, action.questionId, (q) => {
        const range = { min: 0, max: 0, ...q.range, [action.bound]: action.value };
        if (range.min === 0 && range.max === 0) {
          const { range: _none, ...rest } = q;
          return rest;
        }
        return { ...q, range };
      });
    case 'setCondition':
      return updateQuestion(state, action.questionId, (q) => setCondition(q, action.patch));
  }
}

/** Within its section; past the edge of a section it moves into the neighbouring one. */
function moveQuestion(
  state: AssessmentStructure,
  questionId: string,
  direction: Direction,
): AssessmentStructure {
  const sIndex = state.sections.findIndex((s) => s.questions.some((q) => q.id === questionId));
  const section = state.sections[sIndex];
  if (!section) return state;
  const qIndex = section.questions.findIndex((q) => q.id === questionId);
  const target = qIndex + direction;
  const sections = state.sections.slice();
  if (target >= 0 && target < section.questions.length) {
    sections[sIndex] = { ...section, questions: moveItem(section.questions, qIndex, target) };
    return { ...state, sections };
  }
  const neighbour = sections[sIndex + direction];
  if (!neighbour) return state;
  const question = section.questions[qIndex] as Question;
  sections[sIndex] = {
    ...section,
    questions: section.questions.filter((q) => q.id !== questionId),
  };
  sections[sIndex + direction] = {
    ...neighbour,
    questions:
      direction === -1 ? [...neighbour.questions, question] : [question, ...neighbour.questions],
  };
  return { ...state, sections };
}

/** Renaming an option also renames it in the conditions that point at it, so they keep working. */
function editOption(
  state: AssessmentStructure,
  questionId: string,
  optionId: string,
  value: string,
): AssessmentStructure {
  const question = state.sections.flatMap((s) => s.questions).find((q) => q.id === questionId);
  const old = question?.options?.find((o) => o.id === optionId);
  if (!question || !old) return state;
  const options = (question.options ?? []).map((o) => (o.id === optionId ? { ...o, value } : o));
  const oldStillOffered = options.some((o) => o.value.trim() === old.value.trim());
  return mapQuestions(state, (q) => {
    if (q.id === questionId) return { ...q, options };
    const c = q.condition;
    if (
      old.value.trim() &&
      !oldStillOffered &&
      c?.sourceQuestionId === questionId &&
      c.value.trim() === old.value.trim()
    ) {
      return { ...q, condition: { ...c, value } };
    }
    return q;
  });
}

function setCondition(question: Question, patch: ConditionPatch): Question {
  const current = question.condition ?? {
    sourceQuestionId: '',
    operator: 'equals' as const,
    value: '',
  };
  const next = { ...current, ...patch };
  // A new source means the old value no longer applies.
  if (
    patch.sourceQuestionId !== undefined &&
    patch.sourceQuestionId !== current.sourceQuestionId &&
    patch.value === undefined
  )
    next.value = '';
  if (!next.sourceQuestionId) {
    const { condition: _none, ...rest } = question;
    return rest;
  }
  return { ...question, condition: next };
}

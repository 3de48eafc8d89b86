import type { AssessmentStructure, Question } from '@/domain/types';
import {
  builderReducer,
  newOption,
  newQuestion,
  newSection,
  NEW_QUESTION_LABEL,
  NEW_SECTION_TITLE,
} from './builder';

const q = (id: string, extra: Partial<Question> = {}): Question => ({
  id,
  type: 'short-text',
  label: id,
  required: false,
  ...extra,
});
const base = (): AssessmentStructure => ({
  title: 'T',
  sections: [
    {
      id: 's1',
      title: 'One',
      questions: [
        q('q1', {
          type: 'single-choice',
          options: [
            { id: 'o1', value: 'Yes' },
            { id: 'o2', value: 'No' },
          ],
        }),
        q('q2'),
      ],
    },
    {
      id: 's2',
      title: 'Two',
      questions: [
        q('q3', { condition: { sourceQuestionId: 'q1', operator: 'equals', value: 'Yes' } }),
      ],
    },
  ],
});
const ids = (s: AssessmentStructure) =>
  s.sections.map((x) => `${x.id}:${x.questions.map((y) => y.id).join(',')}`);
const find = (s: AssessmentStructure, id: string) =>
  s.sections.flatMap((x) => x.questions).find((y) => y.id === id) as Question;

describe('factories', () => {
  it('make a section titled New Section and a short-text, not required New Question', () => {
    expect(newSection()).toEqual({
      id: expect.stringMatching(/^s\d+$/),
      title: NEW_SECTION_TITLE,
      questions: [],
    });
    expect(NEW_SECTION_TITLE).toBe('New Section');
    expect(newQuestion()).toEqual({
      id: expect.stringMatching(/^q\d+$/),
      type: 'short-text',
      label: 'New Question',
      required: false,
    });
    expect(NEW_QUESTION_LABEL).toBe('New Question');
    expect(newOption()).toEqual({ id: expect.stringMatching(/^o\d+$/), value: '' });
  });

  it('never repeat an id, even made in the same millisecond', () => {
    const made = [newSection().id, newQuestion().id, newOption().id, newQuestion().id].map((id) =>
      id.slice(1),
    );
    expect(new Set(made).size).toBe(4);
  });
});

describe('builderReducer', () => {
  it('edits the title and adds, renames, moves and removes sections', () => {
    let s = builderReducer(base(), { type: 'setTitle', title: 'New title' });
    s = builderReducer(s, {
      type: 'addSection',
      section: { id: 's9', title: 'New Section', questions: [] },
    });
    s = builderReducer(s, { type: 'renameSection', sectionId: 's9', title: 'Extra' });
    s = builderReducer(s, { type: 'moveSection', sectionId: 's9', direction: -1 });
    expect(s.title).toBe('New title');
    expect(s.sections.map((x) => x.title)).toEqual(['One', 'Extra', 'Two']);
    expect(builderReducer(s, { type: 'moveSection', sectionId: 's1', direction: -1 })).toBe(s);
    s = builderReducer(s, { type: 'removeSection', sectionId: 's9' });
    expect(s.sections.map((x) => x.id)).toEqual(['s1', 's2']);
  });

  it('removing a section drops the conditions that depended on its questions', () => {
    const s = builderReducer(base(), { type: 'removeSection', sectionId: 's1' });
    expect(find(s, 'q3').condition).toBeUndefined();
  });

  it('adds, edits and removes questions; removal drops conditions on it', () => {
    let s = builderReducer(base(), { type: 'addQuestion', sectionId: 's2', question: q('q9') });
    s = builderReducer(s, {
      type: 'editQuestion',
      questionId: 'q9',
      patch: { label: 'Why?', required: true },
    });
    expect(find(s, 'q9')).toMatchObject({ label: 'Why?', required: true });
    s = builderReducer(s, { type: 'removeQuestion', questionId: 'q1' });
    expect(ids(s)).toEqual(['s1:q2', 's2:q3,q9']);
    expect(find(s, 'q3').condition).toBeUndefined();
  });

  it('moves questions within a section and across the section edge', () => {
    let s = builderReducer(base(), { type: 'moveQuestion', questionId: 'q2', direction: -1 });
    expect(ids(s)).toEqual(['s1:q2,q1', 's2:q3']);
    s = builderReducer(s, { type: 'moveQuestion', questionId: 'q1', direction: 1 });
    expect(ids(s)).toEqual(['s1:q2', 's2:q1,q3']);
    s = builderReducer(s, { type: 'moveQuestion', questionId: 'q1', direction: -1 });
    expect(ids(s)).toEqual(['s1:q2,q1', 's2:q3']);
    expect(builderReducer(s, { type: 'moveQuestion', questionId: 'q2', direction: -1 })).toBe(s);
    expect(builderReducer(s, { type: 'moveQuestion', questionId: 'q3', direction: 1 })).toBe(s);
  });

  it('gives a question converted to a choice type one empty option, and keeps options between choice types', () => {
    let s = builderReducer(base(), {
      type: 'changeType',
      questionId: 'q2',
      questionType: 'multi-choice',
      option: { id: 'o9', value: '' },
    });
    expect(find(s, 'q2').options).toEqual([{ id: 'o9', value: '' }]);
    s = builderReducer(s, {
      type: 'changeType',
      questionId: 'q1',
      questionType: 'multi-choice',
      option: { id: 'o10', value: '' },
    });
    expect(find(s, 'q1').options?.map((o) => o.value)).toEqual(['Yes', 'No']);
  });

  it('drops options and ranges that no longer fit the new type', () => {
    let s = builderReducer(base(), {
      type: 'changeType',
      questionId: 'q1',
      questionType: 'long-text',
      option: newOption(),
    });
    expect(find(s, 'q1')).toEqual({ id: 'q1', type: 'long-text', label: 'q1', required: false });
    s = builderReducer(s, {
      type: 'changeType',
      questionId: 'q2',
      questionType: 'numeric',
      option: newOption(),
    });
    s = builderReducer(s, { type: 'setRange', questionId: 'q2', bound: 'max', value: 10 });
    expect(find(s, 'q2').range).toEqual({ min: 0, max: 10 });
    s = builderReducer(s, {
      type: 'changeType',
      questionId: 'q2',
      questionType: 'file-upload',
      option: newOption(),
    });
    expect(find(s, 'q2').range).toBeUndefined();
  });

  it('sets range bounds and forgets a range of 0 to 0', () => {
    let s = builderReducer(base(), { type: 'setRange', questionId: 'q2', bound: 'min', value: 3 });
    expect(find(s, 'q2').range).toEqual({ min: 3, max: 0 });
    s = builderReducer(s, { type: 'setRange', questionId: 'q2', bound: 'min', value: 0 });
    expect(find(s, 'q2').range).toBeUndefined();
  });

  it('adds, edits and removes options', () => {
    let s = builderReducer(base(), {
      type: 'addOption',
      questionId: 'q1',
      option: { id: 'o3', value: '' },
    });
    s = builderReducer(s, { type: 'editOption', questionId: 'q1', optionId: 'o3', value: 'Maybe' });
    s = builderReducer(s, { type: 'removeOption', questionId: 'q1', optionId: 'o2' });
    expect(find(s, 'q1').options).toEqual([
      { id: 'o1', value: 'Yes' },
      { id: 'o3', value: 'Maybe' },
    ]);
  });

  it('renames an option in the conditions that use it', () => {
    const s = builderReducer(base(), {
      type: 'editOption',
      questionId: 'q1',
      optionId: 'o1',
      value: 'Yes, often',
    });
    expect(find(s, 'q3').condition).toEqual({
      sourceQuestionId: 'q1',
      operator: 'equals',
      value: 'Yes, often',
    });
  });

  it('sets a condition; a new source clears the value, no source removes the condition', () => {
    let s = builderReducer(base(), {
      type: 'setCondition',
      questionId: 'q2',
      patch: { sourceQuestionId: 'q1' },
    });
    expect(find(s, 'q2').condition).toEqual({
      sourceQuestionId: 'q1',
      operator: 'equals',
      value: '',
    });
    s = builderReducer(s, {
      type: 'setCondition',
      questionId: 'q2',
      patch: { operator: 'not-equals', value: 'No' },
    });
    expect(find(s, 'q2').condition).toEqual({
      sourceQuestionId: 'q1',
      operator: 'not-equals',
      value: 'No',
    });
    s = builderReducer(s, {
      type: 'setCondition',
      questionId: 'q2',
      patch: { sourceQuestionId: 'q3' },
    });
    expect(find(s, 'q2').condition).toEqual({
      sourceQuestionId: 'q3',
      operator: 'not-equals',
      value: '',
    });
    s = builderReducer(s, {
      type: 'setCondition',
      questionId: 'q2',
      patch: { sourceQuestionId: '' },
    });
    expect(find(s, 'q2').condition).toBeUndefined();
  });

  it('never changes the state it was given', () => {
    const before = base();
    const frozen = JSON.stringify(before);
    builderReducer(before, { type: 'removeQuestion', questionId: 'q1' });
    builderReducer(before, { type: 'moveQuestion', questionId: 'q1', direction: 1 });
    builderReducer(before, { type: 'editOption', questionId: 'q1', optionId: 'o1', value: 'x' });
    expect(JSON.stringify(before)).toBe(frozen);
  });
});

describe('the résumé setting', () => {
  it('is set on the structure, and kept through other edits', () => {
    let s = builderReducer(base(), { type: 'setResume', resume: 'required' });
    expect(s.resume).toBe('required');
    s = builderReducer(s, { type: 'setTitle', title: 'Again' });
    expect(s.resume).toBe('required');
    expect(builderReducer(s, { type: 'setResume', resume: 'off' }).resume).toBe('off');
  });
});

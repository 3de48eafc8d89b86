import type { Dispatch } from 'react';
import { choiceValues, conditionSourceChoices, isChoiceType } from '@/domain/assessment';
import type { AssessmentStructure, ConditionOperator, Question } from '@/domain/types';
import type { BuilderAction, ConditionPatch } from '../../logic/builder';
import { OPERATOR_LABELS, questionName } from '../../logic/describe';

interface ConditionEditorProps {
  structure: AssessmentStructure;
  question: Question;
  numbers: Map<string, number>;
  dispatch: Dispatch<BuilderAction>;
}

/**
 * When the question shows: always, or when another question's answer equals (or does not equal) a
 * value. Sources exclude the question itself, and questions that already depend on it.
 */
export function ConditionEditor({ structure, question, numbers, dispatch }: ConditionEditorProps) {
  const condition = question.condition;
  const sourceId = condition?.sourceQuestionId ?? '';
  const sources = conditionSourceChoices(structure, question.id);
  const source = sources.find((q) => q.id === sourceId);
  const ids = {
    source: `${question.id}-condition-source`,
    operator: `${question.id}-condition-operator`,
    value: `${question.id}-condition-value`,
  };
  const set = (patch: ConditionPatch) =>
    dispatch({ type: 'setCondition', questionId: question.id, patch });
  const values = source && isChoiceType(source.type) ? choiceValues(source) : null;
  const current = condition?.value ?? '';

  return (
    <fieldset className="editor-subgroup condition-editor">
      <legend>Visibility</legend>
      <div className="condition-row">
        <div className="field">
          <label htmlFor={ids.source}>Show this question</label>
          <select
            id={ids.source}
            value={source ? sourceId : ''}
            onChange={(e) => set({ sourceQuestionId: e.target.value })}
          >
            <option value="">Always</option>
            {sources.map((q) => (
              <option key={q.id} value={q.id}>
                Only when {questionName(q, numbers.get(q.id))}
              </option>
            ))}
          </select>
        </div>
        {source && (
          <>
            <div className="field">
              <label htmlFor={ids.operator}>Condition</label>
              <select
                id={ids.operator}
                value={condition?.operator ?? 'equals'}
                onChange={(e) => set({ operator: e.target.value as ConditionOperator })}
              >
                <option value="equals">{OPERATOR_LABELS.equals}</option>
                <option value="not-equals">{OPERATOR_LABELS['not-equals']}</option>
              </select>
            </div>
            <div className="field">
              <label htmlFor={ids.value}>Answer</label>
              {values ? (
                <select
                  id={ids.value}
                  value={current}
                  onChange={(e) => set({ value: e.target.value })}
                >
                  <option value="">Choose an answer…</option>
                  {values.map((value, index) => (
                    <option key={`${index}-${value}`} value={value}>
                      {value}
                    </option>
                  ))}
                  {current && !values.includes(current.trim()) && (
                    <option value={current}>{current} (no longer an option)</option>
                  )}
                </select>
              ) : (
                <input
                  id={ids.value}
                  type="text"
                  value={current}
                  placeholder="The answer to compare with"
                  onChange={(e) => set({ value: e.target.value })}
                />
              )}
            </div>
          </>
        )}
      </div>
    </fieldset>
  );
}

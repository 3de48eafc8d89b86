import type { Dispatch } from 'react';
import {
  QUESTION_TYPES,
  type AssessmentStructure,
  type Question,
  type QuestionType,
} from '@/domain/types';
import { isChoiceType } from '@/domain/assessment';
import { newOption, type BuilderAction } from '../../logic/builder';
import { BoundInput } from './bound-input';
import { ConditionEditor } from './condition-editor';
import { OptionsEditor } from './options-editor';

export const TYPE_LABELS: Record<QuestionType, string> = {
  'short-text': 'Short text',
  'long-text': 'Long text',
  'single-choice': 'Single choice',
  'multi-choice': 'Multiple choice',
  numeric: 'Number',
  'file-upload': 'File upload',
};

interface QuestionEditorProps {
  structure: AssessmentStructure;
  question: Question;
  numbers: Map<string, number>;
  canMoveUp: boolean;
  canMoveDown: boolean;
  problems: string[];
  dispatch: Dispatch<BuilderAction>;
}

export function QuestionEditor({
  structure,
  question,
  numbers,
  canMoveUp,
  canMoveDown,
  problems,
  dispatch,
}: QuestionEditorProps) {
  const number = numbers.get(question.id);
  const headingId = `${question.id}-heading`;
  const problemsId = `${question.id}-problems`;
  const id = (part: string) => `${question.id}-${part}`;
  return (
    <article
      className={`question-card${problems.length ? ' has-problems' : ''}`}
      aria-labelledby={headingId}
      data-question-id={question.id}
    >
      <header className="card-header">
        <div className="card-heading">
          <h3 id={headingId}>Question {number}</h3>
          <span className="type-chip">{TYPE_LABELS[question.type]}</span>
          {question.condition?.sourceQuestionId && (
            <span className="type-chip is-conditional">Conditional</span>
          )}
        </div>
        <div className="card-tools">
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-label="Move question up"
            disabled={!canMoveUp}
            onClick={() =>
              dispatch({ type: 'moveQuestion', questionId: question.id, direction: -1 })
            }
          >
            ↑
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-label="Move question down"
            disabled={!canMoveDown}
            onClick={() =>
              dispatch({ type: 'moveQuestion', questionId: question.id, direction: 1 })
            }
          >
            ↓
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-remove"
            onClick={() => dispatch({ type: 'removeQuestion', questionId: question.id })}
          >
            Remove question
          </button>
        </div>
      </header>

      <div className="question-main">
        <div className="field">
          <label htmlFor={id('label')}>Question text</label>
          <input
            id={id('label')}
            type="text"
            value={question.label}
            aria-invalid={problems.length ? true : undefined}
            aria-describedby={problems.length ? problemsId : undefined}
            onChange={(e) =>
              dispatch({
                type: 'editQuestion',
                questionId: question.id,
                patch: { label: e.target.value },
              })
            }
          />
        </div>
        <div className="field">
          <label htmlFor={id('type')}>Answer type</label>
          <select
            id={id('type')}
            value={question.type}
            onChange={(e) =>
              dispatch({
                type: 'changeType',
                questionId: question.id,
                questionType: e.target.value as QuestionType,
                option: newOption(),
              })
            }
          >
            {QUESTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        <label className="checkbox-field" htmlFor={id('required')}>
          <input
            id={id('required')}
            type="checkbox"
            checked={question.required}
            onChange={(e) =>
              dispatch({
                type: 'editQuestion',
                questionId: question.id,
                patch: { required: e.target.checked },
              })
            }
          />
          Required
        </label>
      </div>

      {isChoiceType(question.type) && <OptionsEditor question={question} dispatch={dispatch} />}
      {question.type === 'numeric' && (
        <fieldset className="editor-subgroup">
          <legend>Allowed range</legend>
          <div className="range-row">
            <BoundInput
              id={id('min')}
              label="Minimum"
              value={question.range?.min}
              onChange={(value) =>
                dispatch({ type: 'setRange', questionId: question.id, bound: 'min', value })
              }
            />
            <BoundInput
              id={id('max')}
              label="Maximum"
              value={question.range?.max}
              onChange={(value) =>
                dispatch({ type: 'setRange', questionId: question.id, bound: 'max', value })
              }
            />
          </div>
          <p className="field-hint">Leave empty (or 0) for no limit.</p>
        </fieldset>
      )}
      <ConditionEditor
        structure={structure}
        question={question}
        numbers={numbers}
        dispatch={dispatch}
      />

      {problems.length > 0 && (
        <ul id={problemsId} className="card-problems">
          {problems.map((message) => (
            <li key={message} className="field-error">
              {message}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

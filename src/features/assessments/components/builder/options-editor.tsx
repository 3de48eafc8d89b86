import type { Dispatch } from 'react';
import type { Question } from '@/domain/types';
import { newOption, type BuilderAction } from '../../logic/builder';

/** The options of a single- or multi-choice question: add, edit, remove. */
export function OptionsEditor({
  question,
  dispatch,
}: {
  question: Question;
  dispatch: Dispatch<BuilderAction>;
}) {
  const options = question.options ?? [];
  const add = () => {
    const option = newOption();
    dispatch({ type: 'addOption', questionId: question.id, option });
    // The new option's input is rendered next; put the cursor there.
    requestAnimationFrame(() => document.getElementById(`${question.id}-${option.id}`)?.focus());
  };
  return (
    <fieldset className="editor-subgroup">
      <legend>Options</legend>
      {options.length === 0 && (
        <p className="field-hint">Add at least one option for applicants to choose.</p>
      )}
      <ol className="option-list">
        {options.map((option, index) => {
          const inputId = `${question.id}-${option.id}`;
          return (
            <li key={option.id} className="option-row">
              <span
                className={`option-marker ${question.type === 'multi-choice' ? 'is-square' : ''}`}
                aria-hidden="true"
              />
              <label htmlFor={inputId} className="visually-hidden">
                Option {index + 1}
              </label>
              <input
                id={inputId}
                type="text"
                value={option.value}
                placeholder={`Option ${index + 1}`}
                onChange={(e) =>
                  dispatch({
                    type: 'editOption',
                    questionId: question.id,
                    optionId: option.id,
                    value: e.target.value,
                  })
                }
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    add();
                  }
                }}
              />
              <button
                type="button"
                className="btn btn-ghost btn-icon"
                aria-label={`Remove option ${index + 1}`}
                onClick={() =>
                  dispatch({ type: 'removeOption', questionId: question.id, optionId: option.id })
                }
              >
                ×
              </button>
            </li>
          );
        })}
      </ol>
      <button type="button" className="btn btn-sm" onClick={add}>
        + Add option
      </button>
    </fieldset>
  );
}

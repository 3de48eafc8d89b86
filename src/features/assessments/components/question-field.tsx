import { FILE_ACCEPT } from '@/domain/files';
import type { ReactNode } from 'react';
import { choiceValues, isEnforcedBound, type AnswerValue } from '@/domain/assessment';
import type { Question } from '@/domain/types';

export interface QuestionFieldProps {
  question: Question;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  /** A file-upload question's chosen file (undefined when cleared): the applicant form sends it. */
  onFile?: (file: File | undefined) => void;
  /** Unique per form on the page: the preview and the applicant form use different prefixes. */
  idPrefix: string;
  error?: string;
  /** Extra text under the field, such as the preview's note on when the question shows. */
  note?: ReactNode;
}

export const fieldId = (idPrefix: string, questionId: string) => `${idPrefix}-${questionId}`;

function rangeHint(question: Question): string | undefined {
  const { min, max } = question.range ?? {};
  const hasMin = isEnforcedBound(min);
  const hasMax = isEnforcedBound(max);
  if (hasMin && hasMax) return `A number from ${min} to ${max}.`;
  if (hasMin) return `A number of at least ${min}.`;
  if (hasMax) return `A number of no more than ${max}.`;
  return undefined;
}

function RequiredMark({ required }: { required: boolean }) {
  return required ? (
    <span className="required-mark" aria-hidden="true">
      *
    </span>
  ) : null;
}

/** One question as the applicant sees it: labelled, with its hint and error tied to the input. */
export function QuestionField({
  question,
  value,
  onChange,
  onFile,
  idPrefix,
  error,
  note,
}: QuestionFieldProps) {
  const id = fieldId(idPrefix, question.id);
  // While a label is being written it may be empty; the input still needs a name.
  const label = question.label.trim() || 'Untitled question';
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const isGroup = question.type === 'single-choice' || question.type === 'multi-choice';
  const hint =
    question.type === 'numeric'
      ? rangeHint(question)
      : question.type === 'multi-choice'
        ? question.required
          ? 'Choose at least one.'
          : 'Choose any that apply.'
        : undefined;
  // Groups cannot carry aria-required, so their description says it.
  const groupRequired =
    isGroup && question.required && question.type !== 'multi-choice' ? 'Required.' : undefined;
  const hintText = [hint, groupRequired].filter(Boolean).join(' ');
  const describedBy = [hintText && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const text = typeof value === 'string' ? value : '';
  const list = Array.isArray(value) ? value : [];
  const common = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;

  let control: ReactNode;
  switch (question.type) {
    case 'short-text':
      control = (
        <input
          id={id}
          type="text"
          value={text}
          onChange={(e) => onChange(e.target.value)}
          aria-required={question.required}
          {...common}
        />
      );
      break;
    case 'long-text':
      control = (
        <textarea
          id={id}
          rows={4}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          aria-required={question.required}
          {...common}
        />
      );
      break;
    case 'numeric':
      control = (
        <input
          id={id}
          type="number"
          inputMode="decimal"
          step="any"
          className="numeric-input"
          value={text}
          onChange={(e) => onChange(e.target.value)}
          aria-required={question.required}
          {...common}
        />
      );
      break;
    case 'file-upload':
      control = (
        <div className="file-field">
          <input
            id={id}
            type="file"
            accept={FILE_ACCEPT}
            onChange={(e) => {
              const file = e.target.files?.[0];
              onFile?.(file);
              onChange(file?.name ?? '');
            }}
            aria-required={question.required}
            {...common}
          />
          {text && <span className="file-chosen">Chosen: {text}</span>}
        </div>
      );
      break;
    case 'single-choice':
    case 'multi-choice': {
      const multi = question.type === 'multi-choice';
      const values = choiceValues(question);
      control = values.length ? (
        <div className="choice-list">
          {values.map((option, index) => {
            const optionId = `${id}-option-${index}`;
            const checked = multi ? list.includes(option) : text === option;
            return (
              <label
                key={optionId}
                htmlFor={optionId}
                className={`choice${checked ? ' is-checked' : ''}`}
              >
                <input
                  id={optionId}
                  type={multi ? 'checkbox' : 'radio'}
                  name={id}
                  value={option}
                  checked={checked}
                  onChange={(e) => {
                    if (!multi) onChange(option);
                    else
                      onChange(
                        e.target.checked
                          ? values.filter((v) => v === option || list.includes(v))
                          : list.filter((v) => v !== option),
                      );
                  }}
                />
                <span>{option}</span>
              </label>
            );
          })}
        </div>
      ) : (
        <p className="field-hint">No options yet.</p>
      );
      break;
    }
  }

  const messages = (
    <>
      {hintText && (
        <p id={hintId} className="field-hint">
          {hint}
          {groupRequired && <span className="visually-hidden"> {groupRequired}</span>}
        </p>
      )}
      {note && <div className="question-note">{note}</div>}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </>
  );

  if (isGroup) {
    return (
      <fieldset
        id={id}
        className={`field question-field choice-field${error ? ' has-error' : ''}`}
        {...common}
      >
        <legend className="field-label">
          {label}
          <RequiredMark required={question.required} />
        </legend>
        {control}
        {messages}
      </fieldset>
    );
  }
  return (
    <div className={`field question-field${error ? ' has-error' : ''}`}>
      <div className="question-label-row">
        <label htmlFor={id}>{label}</label>
        <RequiredMark required={question.required} />
      </div>
      {control}
      {messages}
    </div>
  );
}

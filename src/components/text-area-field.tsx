import type { Ref, TextareaHTMLAttributes } from 'react';
import { LabelledField } from './text-field';

interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'onChange'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** A labelled textarea with its hint and its error, tied to it for screen readers. */
export function TextAreaField({
  label,
  value,
  onChange,
  error,
  hint,
  textareaRef,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <LabelledField label={label} hint={hint} error={error}>
      {(control) => (
        <textarea
          {...textarea}
          {...control}
          ref={textareaRef}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </LabelledField>
  );
}

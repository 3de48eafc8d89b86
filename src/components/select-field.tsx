import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';

interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'onChange' | 'children'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  selectRef?: Ref<HTMLSelectElement>;
  /** The options. */
  children: ReactNode;
}

/** A labelled select with its error, tied to it for screen readers (TextField's twin). */
export function SelectField({
  label,
  value,
  onChange,
  error,
  selectRef,
  children,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        {...select}
        ref={selectRef}
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * One end of a range of days: a labelled date input (YYYY-MM-DD), marked invalid while the range
 * cannot be asked for, and described by the hint or problem the page shows beside the range.
 */
export function DayField(props: {
  id: string;
  label: string;
  value: string | undefined;
  min?: string;
  max?: string;
  invalid: boolean;
  /** The ids of the texts that describe the field (a hint, the range's problem). */
  describedBy?: string;
  className: string;
  onChange: (day: string) => void;
}) {
  const { id, label, value, min, max, invalid, describedBy, className, onChange } = props;
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        value={value ?? ''}
        min={min}
        max={max}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

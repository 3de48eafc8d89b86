import { useState } from 'react';

interface BoundInputProps {
  id: string;
  label: string;
  value: number | undefined;
  onChange: (value: number) => void;
}

/**
 * A range bound. The text typed is kept as typed (so "-" or "1." survive while typing); an empty
 * field means 0, which the spec treats as no bound.
 */
export function BoundInput({ id, label, value, onChange }: BoundInputProps) {
  const [draft, setDraft] = useState(value ? String(value) : '');
  return (
    <div className="field field-inline">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        step="any"
        inputMode="decimal"
        placeholder="No limit"
        value={draft}
        onChange={(e) => {
          setDraft(e.target.value);
          const number = e.target.value.trim() === '' ? 0 : Number(e.target.value);
          if (Number.isFinite(number)) onChange(number);
        }}
      />
    </div>
  );
}

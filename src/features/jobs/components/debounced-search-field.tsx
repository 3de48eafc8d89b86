import { useDebouncedCommit } from '@/lib/use-debounced-commit';

interface DebouncedSearchFieldProps {
  id: string;
  label: string;
  placeholder?: string;
  /** The committed value (from the URL). */
  value: string;
  onCommit: (value: string) => void;
  delay?: number;
}

export const SEARCH_DEBOUNCE_MS = 300;

/** A search box that commits what is typed after a pause (`useDebouncedCommit`); Enter commits at once. */
export function DebouncedSearchField({
  id,
  label,
  placeholder,
  value,
  onCommit,
  delay = SEARCH_DEBOUNCE_MS,
}: DebouncedSearchFieldProps) {
  const { text, setText, commitNow } = useDebouncedCommit(value, onCommit, delay);

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commitNow();
        }}
      />
    </div>
  );
}

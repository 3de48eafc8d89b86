import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigation } from 'react-router';

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

/**
 * A search box that commits what is typed after a pause, so each keystroke does not fetch.
 * Enter commits at once. When the committed value changes elsewhere (back/forward), the box follows.
 */
export function DebouncedSearchField({
  id,
  label,
  placeholder,
  value,
  onCommit,
  delay = SEARCH_DEBOUNCE_MS,
}: DebouncedSearchFieldProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }

  const commit = useEffectEvent((next: string) => onCommit(next));
  // A commit is a navigation (the URL holds the filters): never fire one while the user is leaving.
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => {
    if (text === value || navigating) return;
    const timer = setTimeout(() => commit(text), delay);
    return () => clearTimeout(timer);
  }, [text, value, delay, navigating]);

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
          if (event.key === 'Enter' && text !== value) onCommit(text);
        }}
      />
    </div>
  );
}

import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigation } from 'react-router';

/**
 * Text typed into a search box that is committed (to the address, and so to a request) after a
 * pause, so each keystroke does not fetch. Typing shows at once; `commitNow` commits without
 * waiting (Enter). When the committed value changes elsewhere (back/forward), the box follows.
 * A commit is a navigation: it never fires while another navigation is loading, where it would
 * cancel the place the user asked to go.
 */
export function useDebouncedCommit(
  committed: string,
  onCommit: (value: string) => void,
  delay: number,
) {
  const [text, setText] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    setSeen(committed);
    setText(committed);
  }

  const commit = useEffectEvent((next: string) => onCommit(next));
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => {
    if (text === committed || navigating) return;
    const timer = setTimeout(() => commit(text), delay);
    return () => clearTimeout(timer);
  }, [text, committed, delay, navigating]);

  const commitNow = () => {
    if (text !== committed) onCommit(text);
  };
  return { text, setText, commitNow };
}

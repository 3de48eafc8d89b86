import { useContext, useEffect, useEffectEvent, useState } from 'react';
import { UNSAFE_DataRouterContext, useNavigation } from 'react-router';

/**
 * Text typed into a search box that is committed (to the address, and so to a request) after a
 * pause, so each keystroke does not fetch. Typing shows at once; `commitNow` commits without
 * waiting (Enter). When the committed value changes elsewhere (back/forward, Clear), the box
 * follows; its own commit coming back does not undo what was typed since.
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
  // What this box committed last, until it comes back as the committed value: typing goes on
  // meanwhile (on a slow machine the address may follow a keystroke or two behind), and what
  // was typed since must not be replaced by it.
  const [sent, setSent] = useState<string | null>(null);
  if (committed !== seen) {
    setSeen(committed);
    if (committed === sent) setSent(null);
    else setText(committed);
  }

  // The router's own state, read when the pause ends: the rendered `navigating` lags behind a
  // click whose navigation has started but whose render (a transition) has not happened yet.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const commit = useEffectEvent((next: string) => {
    if (router && router.state.navigation.state !== 'idle') return;
    setSent(next);
    onCommit(next);
  });
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => {
    if (text === committed || navigating) return;
    const timer = setTimeout(() => commit(text), delay);
    return () => clearTimeout(timer);
  }, [text, committed, delay, navigating]);

  const commitNow = () => {
    if (text === committed) return;
    setSent(text);
    onCommit(text);
  };
  return { text, setText, commitNow };
}

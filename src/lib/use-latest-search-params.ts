import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams, type NavigateOptions } from 'react-router';

type Update = (current: URLSearchParams) => URLSearchParams;

const normal = (search: string) => new URLSearchParams(search).toString();

/**
 * `useSearchParams`, whose functional update starts from the last address asked for rather than
 * the one last rendered. React Router hands the update the rendered address, so two changes
 * before the first has landed (a debounced search, then a click) would drop the first.
 */
export function useLatestSearchParams(): [
  URLSearchParams,
  (update: Update, options?: NavigateOptions) => void,
] {
  const [params, setParams] = useSearchParams();
  const shown = normal(useLocation().search);
  // The address the page last showed when it asked, and what it has asked for since, newest last.
  const asked = useRef<{ from: string; to: string[] }>({ from: shown, to: [] });
  useEffect(() => {
    const { from, to } = asked.current;
    // Arrived, or moved elsewhere: nothing is on the way any more.
    if (to.at(-1) === shown || (shown !== from && !to.includes(shown))) {
      asked.current = { from: shown, to: [] };
    }
  }, [shown]);
  const change = (update: Update, options?: NavigateOptions) => {
    const { from, to } = asked.current;
    // Still on the way: the address shows where it was, or one of the steps asked for. Otherwise
    // Back, Forward or a link moved it, and the change starts from what it shows.
    const onTheWay = to.length > 0 && (shown === from || to.includes(shown));
    const base = onTheWay ? to.at(-1)! : shown;
    const next = update(new URLSearchParams(base)).toString();
    asked.current = onTheWay ? { from, to: [...to, next] } : { from: shown, to: [next] };
    setParams(new URLSearchParams(next), options);
  };
  return [params, change];
}

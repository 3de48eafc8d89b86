import { useLatestSearchParams } from './use-latest-search-params';

/**
 * A setter for one parameter of the address, for filters a reload or a shared link keeps: a blank
 * value removes the parameter, and the change replaces the history entry instead of adding one.
 */
export function useSetAddressParam(): (key: string, value: string | undefined) => void {
  const [, setParams] = useLatestSearchParams();
  return (key, value) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value?.trim()) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
}

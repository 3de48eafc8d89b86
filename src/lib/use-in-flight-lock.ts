import { useMemo, useRef } from 'react';

export interface InFlightLock {
  /** Takes the lock for one request: false (send nothing) while an earlier one is in flight. */
  acquire: () => boolean;
  /** Frees the lock once the request has settled, or when it was not sent after all. */
  release: () => void;
}

/**
 * One request at a time from a control that writes. A double click, or a key pressed twice,
 * dispatches both events before React renders again, so a `disabled={mutation.isPending}` (or an
 * `if (isPending)`) read from the last render lets the second through: it sees the screen as the
 * first did. This lock is a ref, taken and checked synchronously, so the second event finds it
 * taken. Take it just before sending, and release it when the request settles.
 */
export function useInFlightLock(): InFlightLock {
  const held = useRef(false);
  return useMemo(
    () => ({
      acquire: () => {
        if (held.current) return false;
        held.current = true;
        return true;
      },
      release: () => {
        held.current = false;
      },
    }),
    [],
  );
}

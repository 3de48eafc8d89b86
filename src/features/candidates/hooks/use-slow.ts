import { useEffect, useState } from 'react';

/** Whether `busy` has lasted longer than `delayMs`: a quick answer never flashes a message. */
export function useSlow(busy: boolean, delayMs = 1000): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setSlow(true), delayMs);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [busy, delayMs]);
  return busy && slow;
}

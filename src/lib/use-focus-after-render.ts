import { useEffect, useRef, type RefObject } from 'react';

/**
 * Focus for forms whose parts come and go (a row added, moved or removed): `focusLater(selector)`
 * asks for the element of `container` that matches, focused once the next render is on screen.
 */
export function useFocusAfterRender(container: RefObject<HTMLElement | null>) {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (pending.current === null) return;
    container.current?.querySelector<HTMLElement>(pending.current)?.focus();
    pending.current = null;
  });
  return (selector: string) => {
    pending.current = selector;
  };
}

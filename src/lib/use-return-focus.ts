import { useCallback, useRef } from 'react';

/**
 * Focus that comes back to a control once it is on the page again: the button that opened an
 * editor or a form, which the editor replaced. `ref` goes on the control; `returnFocus()` is called
 * as the editor closes, and the control takes the focus as soon as it is rendered.
 */
export function useReturnFocus<T extends HTMLElement = HTMLButtonElement>() {
  const pending = useRef(false);
  const ref = useCallback((node: T | null) => {
    if (node && pending.current) {
      pending.current = false;
      node.focus();
    }
  }, []);
  const returnFocus = useCallback(() => {
    pending.current = true;
  }, []);
  return { ref, returnFocus };
}

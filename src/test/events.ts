import { act, fireEvent } from '@testing-library/react';

/**
 * A double click as a fast hand (or a script) makes it: two clicks on the same element before
 * React renders again, so the second sees the screen exactly as the first did. Both run inside
 * one act(), which renders only once both are done.
 */
export function clickTwiceBeforeRender(element: Element): void {
  act(() => {
    fireEvent.click(element);
    fireEvent.click(element);
  });
}

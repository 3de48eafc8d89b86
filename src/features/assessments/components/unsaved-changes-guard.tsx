import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Modal } from '@/components/modal';

/**
 * While `when` holds, leaving the page asks first: in-app navigation shows a dialog, and closing or
 * reloading the tab gets the browser's own prompt.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  const blocked = blocker.state === 'blocked';
  return (
    <Modal open={blocked} title="Leave without saving?" onClose={() => blocker.reset?.()}>
      <p>You have unsaved changes to this assessment. If you leave now, they will be lost.</p>
      <div className="form-actions">
        <button type="button" className="btn" onClick={() => blocker.reset?.()}>
          Stay on this page
        </button>
        <button type="button" className="btn btn-danger" onClick={() => blocker.proceed?.()}>
          Leave without saving
        </button>
      </div>
    </Modal>
  );
}

import { useEffect, useId, useRef, type ReactNode } from 'react';
import '../auth.css';

interface AuthFrameProps {
  title: string;
  /** A line under the heading. */
  intro?: ReactNode;
  children: ReactNode;
  /** Where focus goes when the screen opens; the heading when not given. */
  focusRef?: React.RefObject<HTMLElement | null>;
}

/**
 * The frame of the screens shown before the app (sign in, first admin, invitation): the brand and
 * one card, centred. Focus moves to the first field (or the heading) when the screen opens, so a
 * keyboard or screen reader user starts where the work is.
 */
export function AuthFrame({ title, intro, children, focusRef }: AuthFrameProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    (focusRef?.current ?? heading.current)?.focus();
    // Once per screen: a re-render must not pull focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="auth-page">
      <main id="main" className="auth-main">
        <p className="auth-brand">
          <span className="brand-mark" aria-hidden="true">
            T
          </span>
          TalentFlow
        </p>
        <section className="panel auth-card" aria-labelledby={headingId}>
          <h1 id={headingId} ref={heading} tabIndex={-1}>
            {title}
          </h1>
          {intro && <p className="auth-intro">{intro}</p>}
          {children}
        </section>
      </main>
    </div>
  );
}

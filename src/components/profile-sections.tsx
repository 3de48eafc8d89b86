import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';

/** Where a long page folds its sections: a phone's width (the CSS uses the same breakpoint). */
export const FOLD_QUERY = '(max-width: 720px)';
/** How many sections, from the top, start open when the page folds. */
const OPEN_AT_FIRST = 2;

/** Whether `query` matches now, following changes (false where there is no matchMedia). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

interface SectionEntry {
  id: string;
  label: string;
}

interface Folds {
  foldable: boolean;
  sections: SectionEntry[];
  register: (id: string, label: string) => () => void;
  isOpen: (id: string) => boolean;
  setOpen: (id: string, open: boolean) => void;
}

const FoldsContext = createContext<Folds | null>(null);

/** Page order: sections come from several features and may appear in any order. */
function inPageOrder(a: SectionEntry, b: SectionEntry): number {
  const first = document.getElementById(a.id);
  const second = document.getElementById(b.id);
  if (!first || !second) return 0;
  return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

/**
 * The sections of a long page (the candidate profile), each named by a `SectionHeading`. When
 * `foldable` (by default on a phone's width) each heading is a toggle, the first sections start
 * open, and `SectionMenu` lists them all. Otherwise the headings are plain and nothing folds.
 */
export function ProfileSections({
  foldable: forced,
  children,
}: {
  foldable?: boolean;
  children: ReactNode;
}) {
  const narrow = useMediaQuery(FOLD_QUERY);
  const foldable = forced ?? narrow;
  const [sections, setSections] = useState<SectionEntry[]>([]);
  // Only what the reader chose; the rest follows its place on the page.
  const [chosen, setChosen] = useState<ReadonlyMap<string, boolean>>(new Map());

  const register = useCallback((id: string, label: string) => {
    setSections((list) =>
      [...list.filter((entry) => entry.id !== id), { id, label }].sort(inPageOrder),
    );
    return () => setSections((list) => list.filter((entry) => entry.id !== id));
  }, []);
  const setOpen = useCallback(
    (id: string, open: boolean) => setChosen((map) => new Map(map).set(id, open)),
    [],
  );
  const value = useMemo<Folds>(
    () => ({
      foldable,
      sections,
      register,
      setOpen,
      isOpen: (id) => {
        const choice = chosen.get(id);
        if (choice !== undefined) return choice;
        const place = sections.findIndex((entry) => entry.id === id);
        return place < OPEN_AT_FIRST;
      },
    }),
    [foldable, sections, register, setOpen, chosen],
  );
  return <FoldsContext.Provider value={value}>{children}</FoldsContext.Provider>;
}

/**
 * A section's `<h2>`, which names its region (`aria-labelledby={id}`). On a folding page its text
 * is a button that folds and opens the section; the CSS hides a folded section's other content.
 */
export function SectionHeading({ id, children }: { id: string; children: string }) {
  const folds = useContext(FoldsContext);
  const register = folds?.register;
  useLayoutEffect(() => register?.(id, children), [register, id, children]);
  if (!folds?.foldable) return <h2 id={id}>{children}</h2>;
  const open = folds.isOpen(id);
  return (
    <h2 id={id} className="fold-heading" data-folded={open ? undefined : ''}>
      <button
        type="button"
        className="fold-toggle"
        aria-expanded={open}
        onClick={() => folds.setOpen(id, !open)}
      >
        {children}
        <span className="fold-chevron" aria-hidden="true" />
      </button>
    </h2>
  );
}

/** The list of a folding page's sections: a link opens its section and moves there. */
export function SectionMenu() {
  const folds = useContext(FoldsContext);
  if (!folds?.foldable || folds.sections.length === 0) return null;
  const jump = (event: MouseEvent, id: string) => {
    event.preventDefault();
    // Open first, so the section is at its full height where the page scrolls to.
    flushSync(() => folds.setOpen(id, true));
    const heading = document.getElementById(id);
    heading?.scrollIntoView({ block: 'start' });
    heading?.querySelector('button')?.focus({ preventScroll: true });
  };
  return (
    <nav className="section-menu" aria-label="Profile sections">
      <ul>
        {folds.sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} onClick={(event) => jump(event, section.id)}>
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

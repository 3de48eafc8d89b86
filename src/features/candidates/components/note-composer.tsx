import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { errorMessage } from '@/api/client';
import { useToast } from '@/components/toast';
import { LIMITS } from '@/domain/constants';
import {
  activeMention,
  filterMentions,
  insertMention,
  type MentionTarget,
} from '@/domain/mentions';
import { isBlank } from '@/domain/text';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useCreateCandidateNote } from '../api/create-candidate-note';

/**
 * The note box. Typing "@" at the start of a word opens suggestions from the mention directory:
 * the textarea is a combobox that owns a listbox; Up/Down choose, Enter or a click picks,
 * Escape closes. A failed save keeps the text and says why.
 */
export function NoteComposer({
  candidateId,
  directory,
}: {
  candidateId: number;
  directory: readonly MentionTarget[];
}) {
  const [text, setText] = useState('');
  const [caret, setCaret] = useState(0);
  const [highlight, setHighlight] = useState(0);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ kind: 'blank' | 'save'; message: string } | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const pendingCaret = useRef<number | null>(null);
  // Where the pointer last was over the list: a list that opens under a pointer that has not
  // moved must not take the highlight from the keyboard.
  const pointer = useRef<{ x: number; y: number } | null>(null);
  const pointerMoved = (event: { clientX: number; clientY: number }) => {
    const last = pointer.current;
    pointer.current = { x: event.clientX, y: event.clientY };
    return !last || last.x !== event.clientX || last.y !== event.clientY;
  };
  const createNote = useCreateCandidateNote(candidateId);
  // A double click (or Ctrl+Enter twice) must not save the note twice.
  const sending = useInFlightLock();
  const toast = useToast();
  const ids = { input: useId(), list: useId(), hint: useId(), error: useId() };

  const mention = activeMention(text, caret);
  const mentionKey = mention ? `${mention.start}:${mention.query}` : null;
  const suggestions =
    mention && mentionKey !== dismissed ? filterMentions(directory, mention.query) : [];
  const open = suggestions.length > 0;
  const activeIndex = open ? Math.min(highlight, suggestions.length - 1) : -1;
  const optionId = (index: number) => `${ids.list}-option-${index}`;

  useLayoutEffect(() => {
    if (pendingCaret.current === null || !textarea.current) return;
    textarea.current.focus();
    textarea.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const syncCaret = () => setCaret(textarea.current?.selectionStart ?? text.length);

  const pick = (index: number) => {
    const person = suggestions[index];
    if (!mention || !person) return;
    const next = insertMention(text, mention, person.name);
    setText(next.text);
    setCaret(next.caret);
    setHighlight(0);
    pendingCaret.current = next.caret;
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (createNote.isPending) return;
    if (isBlank(text)) {
      setProblem({ kind: 'blank', message: 'Write something before adding a note.' });
      textarea.current?.focus();
      return;
    }
    if (!sending.acquire()) return;
    setProblem(null);
    createNote.mutate(text, {
      onSettled: sending.release,
      onSuccess: () => {
        setText('');
        setCaret(0);
        toast.show('Note added.', 'success');
      },
      onError: (error) => {
        setProblem({ kind: 'save', message: `Could not save the note. ${errorMessage(error)}` });
        textarea.current?.focus();
      },
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setHighlight((activeIndex + step + suggestions.length) % suggestions.length);
        return;
      }
      if (event.key === 'Enter' && !event.shiftKey) {
        event.preventDefault();
        pick(activeIndex);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        setDismissed(mentionKey);
        return;
      }
    }
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };

  return (
    <form className="note-composer" onSubmit={submit} noValidate>
      <label htmlFor={ids.input} className="field-label">
        Add a note
      </label>
      <div className="mention-field">
        <textarea
          ref={textarea}
          id={ids.input}
          value={text}
          rows={3}
          maxLength={LIMITS.noteText}
          readOnly={createNote.isPending}
          placeholder="Write a note… type @ to mention a teammate"
          role="combobox"
          aria-autocomplete="list"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={ids.list}
          aria-activedescendant={open ? optionId(activeIndex) : undefined}
          aria-describedby={problem ? `${ids.hint} ${ids.error}` : ids.hint}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setCaret(event.target.selectionStart ?? event.target.value.length);
            setHighlight(0);
            // The blank-note hint goes once there is text; a save error stays until the next try.
            if (problem?.kind === 'blank') setProblem(null);
          }}
          onSelect={syncCaret}
          onClick={syncCaret}
          onKeyDown={onKeyDown}
          onBlur={() => setDismissed(mentionKey)}
          onFocus={() => setDismissed(null)}
        />
        <ul
          id={ids.list}
          role="listbox"
          aria-label="People to mention"
          className="mention-list"
          hidden={!open}
        >
          {suggestions.map((person, index) => (
            <li
              key={person.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={index === activeIndex ? 'mention-option is-active' : 'mention-option'}
              // Keeps focus (and the caret) in the textarea while clicking.
              onMouseDown={(event) => {
                event.preventDefault();
                pointerMoved(event);
              }}
              onMouseMove={(event) => {
                if (pointerMoved(event) && index !== activeIndex) setHighlight(index);
              }}
              onClick={() => pick(index)}
            >
              <span className="mention-at" aria-hidden="true">
                @
              </span>
              {person.name}
            </li>
          ))}
        </ul>
      </div>
      <p id={ids.hint} className="field-hint">
        Type @ to mention someone. Ctrl+Enter adds the note.
      </p>
      {problem && (
        <p id={ids.error} role="alert" className="field-error">
          {problem.message}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={createNote.isPending}>
          {createNote.isPending ? 'Adding…' : 'Add Note'}
        </button>
      </div>
    </form>
  );
}

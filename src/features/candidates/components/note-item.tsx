import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/client';
import type { Note } from '@/api/types';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorMessage } from '@/components/status-message';
import { useToast } from '@/components/toast';
import { mayChangeNote } from '@/domain/access';
import { LIMITS, NOTE_EMPTY_MESSAGE } from '@/domain/constants';
import type { MentionTarget } from '@/domain/mentions';
import { isBlank } from '@/domain/text';
import { formatDateTime } from '@/lib/format-date-time';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useSession } from '@/lib/session';
import { useReturnFocus } from '@/lib/use-return-focus';
import { useDeleteCandidateNote } from '../api/delete-candidate-note';
import { useUpdateCandidateNote } from '../api/update-candidate-note';
import { NoteText } from './note-text';

/**
 * One saved note: its text (mentions as names), author and date, "edited" once changed. Its
 * author edits it in place and deletes it; an admin deletes any (browser mode: every note is the
 * local recruiter's). A failed save keeps what was typed and says why.
 */
export function NoteItem({ note, directory }: { note: Note; directory: readonly MentionTarget[] }) {
  const session = useSession();
  const who = session.mode === 'team' ? { id: session.user.id, role: session.user.role } : null;
  const mayEdit = mayChangeNote(who, note, 'edit');
  const mayDelete = mayChangeNote(who, note, 'delete');
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  // After the editor closes, the Edit button takes the focus back as soon as it is there again.
  const { ref: editButton, returnFocus } = useReturnFocus();
  const remove = useDeleteCandidateNote(note.candidateId);
  const removing = useInFlightLock();
  const toast = useToast();

  const confirmDelete = () => {
    if (!removing.acquire()) return;
    setDeleteError(null);
    remove.mutate(note.id, {
      onSettled: removing.release,
      onSuccess: () => {
        setDeleting(false);
        toast.show('Note deleted.', 'success');
      },
      onError: (error) => setDeleteError(`Could not delete the note: ${errorMessage(error)}`),
    });
  };

  return (
    <li className="note">
      {editing ? (
        <NoteEditor
          note={note}
          onDone={() => {
            returnFocus();
            setEditing(false);
          }}
        />
      ) : (
        <NoteText text={note.text} directory={directory} />
      )}
      {/* Team mode names who wrote it, beside the date. */}
      {note.author && <span className="note-author">{note.author.name}</span>}
      <time dateTime={note.createdAt} className="note-date">
        {formatDateTime(note.createdAt)}
      </time>
      {note.editedAt && (
        <span className="note-edited" title={formatDateTime(note.editedAt)}>
          edited
        </span>
      )}
      {!editing && (mayEdit || mayDelete) && (
        <span className="note-actions">
          {mayEdit && (
            <button
              ref={editButton}
              type="button"
              className="btn btn-ghost btn-sm"
              aria-label="Edit note"
              onClick={() => setEditing(true)}
            >
              Edit
            </button>
          )}
          {mayDelete && (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              aria-label="Delete note"
              onClick={() => setDeleting(true)}
            >
              Delete
            </button>
          )}
        </span>
      )}
      <ConfirmDialog
        open={deleting}
        title="Delete this note?"
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        error={deleteError}
        danger
        onConfirm={confirmDelete}
        onCancel={() => {
          setDeleting(false);
          setDeleteError(null);
        }}
      >
        <p>It is deleted for everyone on the team. This cannot be undone.</p>
      </ConfirmDialog>
    </li>
  );
}

function NoteEditor({ note, onDone }: { note: Note; onDone: () => void }) {
  const [text, setText] = useState(note.text);
  const [problem, setProblem] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const update = useUpdateCandidateNote(note.candidateId);
  const sending = useInFlightLock();

  useEffect(() => box.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isBlank(text)) {
      setProblem(NOTE_EMPTY_MESSAGE);
      return box.current?.focus();
    }
    if (!sending.acquire()) return;
    setProblem(null);
    update.mutate(
      { noteId: note.id, text: text.trim() },
      {
        onSettled: sending.release,
        onSuccess: onDone,
        onError: (error) =>
          setProblem(`Could not save the note: ${errorMessage(error)} Your text is still here.`),
      },
    );
  };

  return (
    <form className="note-editor" aria-label="Edit note" noValidate onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        Note text
      </label>
      <textarea
        id={id}
        ref={box}
        value={text}
        rows={3}
        maxLength={LIMITS.noteText}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
      />
      {problem && <ErrorMessage>{problem}</ErrorMessage>}
      <div className="form-actions">
        <button type="button" className="btn btn-sm" onClick={onDone} disabled={update.isPending}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary btn-sm" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save note'}
        </button>
      </div>
    </form>
  );
}

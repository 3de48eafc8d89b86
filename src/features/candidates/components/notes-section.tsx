import { useId } from 'react';
import { errorMessage } from '@/api/client';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { useCan } from '@/lib/session';
import { useCandidateNotes } from '../api/get-candidate-notes';
import { useMentionDirectory } from '../api/get-mention-directory';
import { NoteComposer } from './note-composer';
import { NoteItem } from './note-item';
import { SectionHeading } from '@/components/profile-sections';

/** Notes with the newest first, right under the box that adds them. */
export function NotesSection({ candidateId }: { candidateId: number }) {
  const headingId = useId();
  const notes = useCandidateNotes(candidateId);
  const mayWrite = useCan('write-notes');
  const directory = useMentionDirectory(candidateId);
  const newestFirst = notes.data ? [...notes.data].reverse() : [];

  return (
    <section className="panel profile-section notes-section" aria-labelledby={headingId}>
      <header className="section-header">
        <SectionHeading id={headingId}>Notes</SectionHeading>
        {notes.data && <span className="count-badge">{notes.data.length}</span>}
      </header>
      {mayWrite && <NoteComposer candidateId={candidateId} directory={directory} />}
      {notes.isPending ? (
        <LoadingMessage>Loading notes...</LoadingMessage>
      ) : notes.isError ? (
        <ErrorMessage>Could not load the notes: {errorMessage(notes.error)}</ErrorMessage>
      ) : newestFirst.length === 0 ? (
        <p className="muted-text">No notes yet.</p>
      ) : (
        <ul className="note-list" aria-label="Saved notes, newest first">
          {newestFirst.map((note) => (
            <NoteItem key={note.id} note={note} directory={directory} />
          ))}
        </ul>
      )}
    </section>
  );
}

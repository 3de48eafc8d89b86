import { errorMessage } from '@/api/client';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { plural } from '@/domain/text';
import { useSearchIndex } from '../api/get-search-index';

/**
 * The search index's progress: résumés and other files are read for search in the background
 * (after an upload, a restore or an upgrade); this says how far it has come.
 */
export function SearchIndexSection() {
  const status = useSearchIndex();
  return (
    <section className="panel settings-section" aria-labelledby="search-index-heading">
      <h2 id="search-index-heading">Search</h2>
      <p className="field-hint">
        The candidate list searches names, emails, notes and the text of résumés and other files.
      </p>
      {status.isPending && <LoadingMessage>Loading the search index…</LoadingMessage>}
      {status.isError && (
        <ErrorMessage>Could not load the search index: {errorMessage(status.error)}</ErrorMessage>
      )}
      {status.isSuccess && (
        <p role="status">
          {(() => {
            const { pending, indexed, unreadable } = status.data.files;
            const total = pending + indexed + unreadable;
            const waiting = pending + status.data.notesWaiting;
            const read = `${plural(indexed, 'file', 'files')} of ${total.toLocaleString('en')} searchable`;
            const cannot =
              unreadable > 0
                ? `; ${plural(unreadable, 'file has', 'files have')} no text to search`
                : '';
            return waiting > 0
              ? `Reading: ${read}, ${plural(waiting, 'item', 'items')} still to read${cannot}.`
              : `Up to date: ${read}${cannot}.`;
          })()}
        </p>
      )}
    </section>
  );
}

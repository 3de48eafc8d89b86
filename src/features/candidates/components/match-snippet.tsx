import { highlightParts } from '@/domain/highlight';
import type { SearchMatch } from '@/domain/search';

const WHERE: Record<SearchMatch['field'], string> = {
  name: 'in name',
  email: 'in email',
  note: 'in a note',
  resume: 'in résumé',
};

/**
 * Where a text search found a candidate, and the words around it with the query's words marked.
 * The snippet is the candidate's own text: every part is rendered as text, never as markup.
 */
export function MatchSnippet({ match, query }: { match: SearchMatch; query: string }) {
  return (
    <p className="list-match">
      <span className="list-match-field">{WHERE[match.field]}:</span>{' '}
      {highlightParts(match.snippet, query).map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : part.text,
      )}
    </p>
  );
}

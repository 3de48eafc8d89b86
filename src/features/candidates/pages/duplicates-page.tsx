import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { candidateQueryOptions } from '@/api/queries/get-candidate';
import type { Candidate } from '@/api/types';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { DUPLICATE_REASON_LABELS, mergeablePairs } from '@/domain/duplicates';
import { useCan } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDuplicateGroups } from '../api/get-duplicate-groups';
import { MergeDialog } from '../components/merge-dialog';
import '../candidates.css';
import '../duplicates.css';

type Pair = readonly [Candidate, Candidate];

/**
 * Candidates who may be one person under different emails, group by group (same phone number, or
 * same name and résumé), each linked to their profile, with a Merge button for each pair of them
 * that may be merged (two emails; one email's applications are one person already).
 */
export function DuplicatesPage() {
  useDocumentTitle('Possible duplicates');
  const groups = useDuplicateGroups();
  const mayMerge = useCan('erase-candidates');
  const [merging, setMerging] = useState<Pair | null>(null);
  // Each member's details: the profile's own query, shared with their profile.
  const ids = [...new Set((groups.data?.groups ?? []).flatMap((g) => g.candidateIds))];
  const people = useQueries({ queries: ids.map((id) => candidateQueryOptions(id)) });
  const byId = new Map<number, Candidate>();
  people.forEach((query) => query.data && byId.set(query.data.id, query.data));

  return (
    <div className="duplicates-page">
      <Link to="/candidates" className="back-link">
        <span aria-hidden="true">←</span> Back to Candidates
      </Link>
      <header className="page-header">
        <div>
          <h1>Possible duplicates</h1>
          <p>
            Candidates who may be one person under different email addresses: the same phone number,
            or the same name with the same résumé.
          </p>
        </div>
      </header>
      {groups.isPending ? (
        <LoadingMessage>Looking for possible duplicates…</LoadingMessage>
      ) : groups.isError ? (
        <div className="panel empty-state">
          <ErrorMessage>Could not look for possible duplicates.</ErrorMessage>
          <button type="button" className="btn" onClick={() => void groups.refetch()}>
            Try again
          </button>
        </div>
      ) : groups.data.groups.length === 0 ? (
        <p className="panel empty-state">No possible duplicates.</p>
      ) : (
        <ul className="duplicate-groups">
          {groups.data.groups.map((group) => {
            const members = group.candidateIds.map((id) => byId.get(id));
            const known = members.filter((m): m is Candidate => m !== undefined);
            const key = `${group.reason}:${group.candidateIds.join(',')}`;
            return (
              <li key={key} className="panel duplicate-group">
                <h2>{DUPLICATE_REASON_LABELS[group.reason]}</h2>
                <ul className="duplicate-members">
                  {group.candidateIds.map((id, i) => {
                    const person = members[i];
                    return (
                      <li key={id}>
                        {person ? (
                          <>
                            <Link to={`/candidates/${id}`}>{person.name}</Link>{' '}
                            <span className="duplicate-meta">{person.email}</span>
                          </>
                        ) : (
                          <Link to={`/candidates/${id}`}>Candidate #{id}</Link>
                        )}
                      </li>
                    );
                  })}
                </ul>
                {mayMerge && known.length === members.length && (
                  <ul className="duplicate-pairs" aria-label="Pairs to merge">
                    {mergeablePairs(known).map(([a, b]) => (
                      <li key={`${a.id}-${b.id}`} className="duplicate-pair">
                        <span>
                          {a.name} and {b.name}
                        </span>
                        <button
                          type="button"
                          className="btn btn-sm"
                          aria-label={`Merge ${a.name} (${a.email}) and ${b.name} (${b.email})`}
                          onClick={() => setMerging([a, b])}
                        >
                          Merge
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {merging && (
        <MergeDialog open pair={merging} keptId={merging[0].id} onClose={() => setMerging(null)} />
      )}
    </div>
  );
}

import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import type { Candidate } from '@/api/types';
import { DUPLICATE_REASON_LABELS } from '@/domain/duplicates';
import { useCan } from '@/lib/session';
import { useCandidateDuplicates, type CandidateDuplicate } from '../api/get-candidate-duplicates';
import { MergeDialog } from './merge-dialog';
import '../duplicates.css';

/**
 * On a profile: "Possible duplicate of X" for each candidate who may be the same person under
 * another email, with a link to them and, for whoever may erase candidates, a Merge button that
 * keeps this profile's candidate. Nothing shows when there is none, or when the check fails (the
 * rest of the profile works on).
 */
export function DuplicateNotice({
  candidate,
}: {
  candidate: Pick<Candidate, 'id' | 'name' | 'email'>;
}) {
  const duplicates = useCandidateDuplicates(candidate.id);
  const mayMerge = useCan('erase-candidates');
  const [merging, setMerging] = useState<CandidateDuplicate | null>(null);
  const headingId = useId();

  useEffect(() => {
    if (duplicates.isError)
      console.error('Could not check for possible duplicates.', duplicates.error);
  }, [duplicates.isError, duplicates.error]);

  if (!duplicates.data || duplicates.data.length === 0) return null;
  return (
    <section className="panel duplicate-notice" aria-labelledby={headingId}>
      <h2 id={headingId} className="duplicate-notice-title">
        Possible {duplicates.data.length === 1 ? 'duplicate' : 'duplicates'}
      </h2>
      <ul className="duplicate-notice-list">
        {duplicates.data.map((duplicate) => (
          <li key={duplicate.candidate.id} className="duplicate-notice-item">
            <span>
              Possible duplicate of{' '}
              <Link to={`/candidates/${duplicate.candidate.id}`}>{duplicate.candidate.name}</Link>{' '}
              <span className="duplicate-meta">
                ({duplicate.candidate.email};{' '}
                {DUPLICATE_REASON_LABELS[duplicate.reason].toLowerCase()})
              </span>
            </span>
            {mayMerge && (
              <button
                type="button"
                className="btn btn-sm"
                aria-label={`Merge with ${duplicate.candidate.name}`}
                onClick={() => setMerging(duplicate)}
              >
                Merge
              </button>
            )}
          </li>
        ))}
      </ul>
      {merging && (
        <MergeDialog
          open
          pair={[candidate, merging.candidate]}
          keptId={candidate.id}
          onClose={() => setMerging(null)}
        />
      )}
    </section>
  );
}

import { Link } from 'react-router';
import { errorMessage } from '@/api/client';
import type { Attention } from '@/api/types';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import type { Lane } from '../logic/board';

/**
 * The board's "Needs attention" view: the job's candidates longer in their stage than it expects,
 * the most days over first, each a link to their profile.
 */
export function NeedsAttention({
  id,
  attention,
  error,
  lanes,
}: {
  id: string;
  attention: Attention | undefined;
  error: unknown;
  lanes: readonly Lane[];
}) {
  const stageName = (stageId: string) =>
    lanes.find((lane) => lane.stageId === stageId)?.label ?? stageId;
  return (
    <section id={id} className="panel needs-attention" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Needs attention</h2>
      {error ? (
        <ErrorMessage>Error: {errorMessage(error)}</ErrorMessage>
      ) : !attention ? (
        <LoadingMessage>Loading…</LoadingMessage>
      ) : attention.total === 0 ? (
        <p>Nobody has been in a stage longer than it expects.</p>
      ) : (
        <>
          <p>
            {attention.total === 1
              ? '1 candidate has been in a stage longer than it expects.'
              : `${attention.total} candidates have been in a stage longer than it expects.`}
            {attention.total > attention.candidates.length &&
              ` The ${attention.candidates.length} longest over are listed.`}
          </p>
          <ul className="needs-attention-list">
            {attention.candidates.map((candidate) => (
              <li key={candidate.id}>
                <Link to={`/candidates/${candidate.id}`}>{candidate.name}</Link>
                <span>
                  {stageName(candidate.stageId)}: {candidate.daysInStage} days (expects{' '}
                  {candidate.expectedDays})
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

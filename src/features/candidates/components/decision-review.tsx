import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useRef, useState, type ComponentType } from 'react';
import type { Candidate } from '@/api/types';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadingMessage } from '@/components/status-message';
import { STAGE_LABELS } from '@/domain/constants';
import type { Stage } from '@/domain/types';
import { DECISION_STAGES, useMoveReview } from '@/lib/move-review';

interface Reviewing {
  candidate: Candidate;
  stage: Stage;
  go: () => void;
  Review: ComponentType<{ candidateId: number }>;
}

/**
 * A move to offer or hired is a decision: when the candidate has interview feedback (or feedback
 * still due), it is shown first, and the move waits for "Move to …". Other moves go at once.
 */
export function useDecisionReview() {
  const load = useMoveReview();
  const client = useQueryClient();
  const [reviewing, setReviewing] = useState<Reviewing | null>(null);

  // Candidates whose feedback is being looked up: a second pick meanwhile is the same move.
  const checking = useRef(new Set<number>());

  const guard = (candidate: Candidate, stage: Stage, go: () => void) => {
    if (!load || !DECISION_STAGES.includes(stage) || candidate.stage === stage) return go();
    if (checking.current.has(candidate.id)) return;
    checking.current.add(candidate.id);
    load()
      .then(
        async ({ needsReview, Review }) => {
          if (await needsReview(client, candidate.id))
            setReviewing({ candidate, stage, go, Review });
          else go();
        },
        // The review's code cannot load (offline without it): the move is not held back.
        go,
      )
      .finally(() => checking.current.delete(candidate.id));
  };

  const label = reviewing ? STAGE_LABELS[reviewing.stage] : '';
  const dialog = (
    <ConfirmDialog
      open={reviewing !== null}
      title={reviewing ? `Move ${reviewing.candidate.name} to ${label}?` : ''}
      confirmLabel={`Move to ${label}`}
      onCancel={() => setReviewing(null)}
      onConfirm={() => {
        reviewing?.go();
        setReviewing(null);
      }}
    >
      {reviewing && (
        <div className="decision-review">
          <p>Read the interviewers’ feedback before you decide.</p>
          <Suspense fallback={<LoadingMessage>Loading scorecards…</LoadingMessage>}>
            <reviewing.Review candidateId={reviewing.candidate.id} />
          </Suspense>
        </div>
      )}
    </ConfirmDialog>
  );
  return { guard, dialog };
}

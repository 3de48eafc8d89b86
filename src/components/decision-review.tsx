import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useRef, useState, type ComponentType } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadingMessage } from '@/components/status-message';
import { STAGE_LABELS } from '@/domain/constants';
import type { Stage } from '@/domain/types';
import { DECISION_STAGES, useMoveReview } from '@/lib/move-review';

/** What the review asks: its title and the button that goes on with the decision. */
export interface ReviewWords {
  title: string;
  confirmLabel: string;
}

interface Reviewing {
  candidateId: number;
  words: ReviewWords;
  go: () => void;
  Review: ComponentType<{ candidateId: number }>;
}

/**
 * A hiring decision (a move to offer or hired, drafting an offer) is read against the team's
 * feedback: when the candidate has interview feedback (or feedback still due), it is shown first,
 * and the decision waits for the review's button. Without feedback it goes at once.
 */
export function useDecisionReview() {
  const load = useMoveReview();
  const client = useQueryClient();
  const [reviewing, setReviewing] = useState<Reviewing | null>(null);

  // Candidates whose feedback is being looked up: a second pick meanwhile is the same decision.
  const checking = useRef(new Set<number>());

  /** Shows the feedback (if there is any) before `go`. */
  const review = (candidateId: number, words: ReviewWords, go: () => void) => {
    if (!load) return go();
    if (checking.current.has(candidateId)) return;
    checking.current.add(candidateId);
    load()
      .then(
        async ({ needsReview, Review }) => {
          if (await needsReview(client, candidateId))
            setReviewing({ candidateId, words, go, Review });
          else go();
        },
        // The review's code cannot load (offline without it): the decision is not held back.
        go,
      )
      .finally(() => checking.current.delete(candidateId));
  };

  /** A move: reviewed only when it is to a decision stage the candidate is not in yet. */
  const guard = (
    candidate: { id: number; name: string; stage: Stage },
    stage: Stage,
    go: () => void,
  ) => {
    if (!DECISION_STAGES.includes(stage) || candidate.stage === stage) return go();
    const label = STAGE_LABELS[stage];
    review(
      candidate.id,
      { title: `Move ${candidate.name} to ${label}?`, confirmLabel: `Move to ${label}` },
      go,
    );
  };

  const dialog = (
    <ConfirmDialog
      open={reviewing !== null}
      title={reviewing?.words.title ?? ''}
      confirmLabel={reviewing?.words.confirmLabel ?? ''}
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
            <reviewing.Review candidateId={reviewing.candidateId} />
          </Suspense>
        </div>
      )}
    </ConfirmDialog>
  );
  return { guard, review, dialog };
}

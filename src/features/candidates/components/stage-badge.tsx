import type { Stage } from '@/domain/types';
import { STAGE_LABELS } from '@/domain/constants';

/** A stage's badge; a candidate who withdrew reads "Rejected · Withdrew". */
export function StageBadge({ stage, withdrawn = false }: { stage: Stage; withdrawn?: boolean }) {
  return (
    <span className="stage-badge" data-stage={stage}>
      <span className="stage-dot" aria-hidden="true" />
      {STAGE_LABELS[stage]}
      {withdrawn && ' · Withdrew'}
    </span>
  );
}

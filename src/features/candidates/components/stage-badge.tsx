import type { Stage } from '@/domain/types';
import { STAGE_LABELS } from '@/domain/constants';

/**
 * A stage's badge; a candidate who withdrew reads "Rejected · Withdrew". A job's own stage reads
 * by its name, in its category's colour.
 */
export function StageBadge({
  stage,
  name,
  withdrawn = false,
}: {
  stage: Stage;
  name?: string;
  withdrawn?: boolean;
}) {
  return (
    <span className="stage-badge" data-stage={stage}>
      <span className="stage-dot" aria-hidden="true" />
      {name ?? STAGE_LABELS[stage]}
      {withdrawn && ' · Withdrew'}
    </span>
  );
}

import type { Stage } from '@/domain/types';
import { STAGE_LABELS } from '@/domain/constants';

export function StageBadge({ stage }: { stage: Stage }) {
  return (
    <span className="stage-badge" data-stage={stage}>
      <span className="stage-dot" aria-hidden="true" />
      {STAGE_LABELS[stage]}
    </span>
  );
}

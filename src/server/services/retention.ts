import {
  RETENTION_BATCH,
  RETENTION_PREVIEW_MAX,
  RETENTION_RUN_KEY,
  retentionCutoff,
  type RetentionRun,
} from '@/domain/privacy';
import type { RetentionPreview } from '@/domain/schemas';
import type { Store, Tx } from '../store/types';
import { eraseIn } from './candidates';
import { privacySettingsOf } from './settings';

/**
 * Retention: with a period set, the candidates idle for longer who are rejected or on an archived
 * job (domain/privacy's dueForErasure) are erased, by the profile's own erasure. Active candidates
 * of active jobs never are.
 */

const lastRunOf = async (tx: Tx): Promise<RetentionRun | null> =>
  ((await tx.settings.get(RETENTION_RUN_KEY)) as RetentionRun | undefined) ?? null;

/** GET /retention/preview: who a run would erase now (the first RETENTION_PREVIEW_MAX), and how many. */
export function previewRetention(store: Store, now = new Date()): Promise<RetentionPreview> {
  return store.transaction('read', async (tx) => {
    const { retentionMonths } = await privacySettingsOf(tx);
    const lastRun = await lastRunOf(tx);
    if (retentionMonths === null) return { candidates: [], count: 0, retentionMonths, lastRun };
    const cutoff = retentionCutoff(now, retentionMonths);
    const idle = await tx.candidates.idle(cutoff, RETENTION_PREVIEW_MAX);
    return {
      candidates: idle.map(({ candidate: c, lastActivityAt }) => ({
        id: c.id,
        name: c.name,
        jobId: c.jobId,
        stage: c.stage,
        lastActivityAt,
      })),
      count: await tx.candidates.countIdle(cutoff),
      retentionMonths,
      lastRun,
    };
  });
}

/**
 * POST /retention/run, and the daily job: erases those due, RETENTION_BATCH per transaction (each
 * batch found again inside its own, so two runs at once never erase anyone twice and nobody who
 * became active meanwhile), then records the run (`retention.run`, and the last run on Settings).
 */
export async function runRetention(store: Store, now = new Date()): Promise<{ erased: number }> {
  let erased = 0;
  for (;;) {
    const done = await store.transaction('write', async (tx) => {
      const { retentionMonths } = await privacySettingsOf(tx);
      if (retentionMonths === null) return 0;
      const due = await tx.candidates.idle(retentionCutoff(now, retentionMonths), RETENTION_BATCH);
      for (const { candidate } of due)
        await eraseIn(tx, candidate, 'candidate.erased', { by: 'retention' });
      return due.length;
    });
    erased += done;
    if (done < RETENTION_BATCH) break;
  }
  await store.transaction('write', async (tx) => {
    const { retentionMonths } = await privacySettingsOf(tx);
    await tx.settings.set(RETENTION_RUN_KEY, {
      at: now.toISOString(),
      erased,
    } satisfies RetentionRun);
    await tx.audit.record('retention.run', { detail: { erased, retentionMonths } });
  });
  return { erased };
}

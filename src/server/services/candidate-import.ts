import { IMPORT_PREVIEW_ROWS } from '@/domain/candidate-import-fields';
import {
  ImportFileError,
  planCandidateImport,
  type PlannedCandidate,
} from '@/domain/candidate-import';
import type { CandidateImportQuery, CandidateImportResult, ImportRowError } from '@/domain/schemas';
import type { Author, Candidate } from '@/domain/types';
import { badRequest } from '../errors';
import type { Store, Tx } from '../store/types';
import { matchingPages, recordAdded, requireOpenJob } from './candidates';
import { placeFor, stagesOf } from '@/domain/pipelines';
import { STAGE_LABELS } from '@/domain/constants';

/** Candidates written per statement. */
const BATCH = 1000;

/** How an imported candidate's first timeline entry says they came. */
const IMPORTED = 'Imported from CSV';

/** The emails of the job's candidates as stored (lower case). */
async function emailsOnJob(tx: Tx, jobId: number): Promise<Set<string>> {
  const emails = new Set<string>();
  for await (const page of matchingPages(tx, { jobId }, BATCH))
    for (const candidate of page) emails.add(candidate.email);
  return emails;
}

/**
 * POST /candidates/import: a CSV file's candidates added to one open job, in one transaction. Each
 * row is checked as a candidate added by hand is; a row refused (bad, or an email already on the
 * job or earlier in the file) is listed with why and the others are written. A dry run answers
 * the same and writes nothing. A file that cannot be read at all is a 400.
 */
export async function importCandidates(
  store: Store,
  text: string,
  query: CandidateImportQuery,
  author?: Author,
): Promise<CandidateImportResult> {
  // The schema has made sure of the job's id.
  const jobId = query.jobId!;
  const dryRun = query.dryRun === '1';
  let plan;
  try {
    plan = planCandidateImport(text, jobId);
  } catch (error) {
    if (error instanceof ImportFileError) throw badRequest(error.message);
    throw error;
  }
  return store.transaction(dryRun ? 'read' : 'write', async (tx) => {
    const job = await requireOpenJob(tx, jobId);
    const taken = await emailsOnJob(tx, jobId);
    const errors: ImportRowError[] = [...plan.errors];
    const accepted: PlannedCandidate[] = [];
    const stages = stagesOf(job);
    for (const planned of plan.candidates) {
      // A spreadsheet names categories: each goes to its first stage of the job, if it has one.
      const place = placeFor(stages, { stage: planned.input.stage });
      if (taken.has(planned.input.email))
        errors.push({
          row: planned.row,
          message: `${planned.input.email} is already a candidate of this job.`,
        });
      else if (typeof place === 'string')
        errors.push({
          row: planned.row,
          message: `This job has no stage in ${STAGE_LABELS[planned.input.stage]}.`,
        });
      else accepted.push({ ...planned, input: { ...planned.input, ...place } });
    }
    if (!dryRun) {
      for (let at = 0; at < accepted.length; at += BATCH) {
        const added: Candidate[] = await tx.candidates.insertMany(
          accepted.slice(at, at + BATCH).map(({ input }) => input),
        );
        await recordAdded(tx, added, IMPORTED, author);
      }
      // Who imported how many into which job: never the people's names or emails.
      await tx.audit.record('candidates.imported', {
        target: `job:${jobId}`,
        detail: { jobId, created: accepted.length },
      });
    }
    return {
      dryRun,
      created: accepted.length,
      errors: errors.sort((a, b) => a.row - b.row),
      columns: plan.columns,
      ignoredColumns: plan.ignoredColumns,
      preview: accepted.slice(0, IMPORT_PREVIEW_ROWS).map(({ row, input }) => ({
        row,
        name: input.name,
        email: input.email,
        ...(input.phone && { phone: input.phone }),
        stage: input.stage,
        source: input.source,
        tags: input.tags,
      })),
    };
  });
}

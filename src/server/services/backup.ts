import { z } from 'zod';
import { LIMITS } from '@/domain/constants';
import { JOB_STATUSES, STAGES } from '@/domain/types';
import { SCHEMA_VERSION, type TalentflowDB } from '../db';
import { badRequest } from '../errors';

/** A whole-database backup: one JSON file that says which schema wrote it. */
export const BACKUP_FORMAT = 'talentflow-backup';

const id = z.number().int().positive();
const isoDate = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'must be a date.');
const text = (max: number) => z.string().max(max);

const jobRow = z.strictObject({
  id,
  title: text(LIMITS.jobTitle).min(1),
  slug: text(LIMITS.jobTitle + 10).min(1),
  status: z.enum(JOB_STATUSES),
  tags: z.array(text(LIMITS.tag)).max(LIMITS.tagsPerJob),
  order: z.number().int().min(0),
});
const candidateRow = z.strictObject({
  id,
  name: text(LIMITS.candidateName).min(1),
  email: text(LIMITS.email).min(3),
  stage: z.enum(STAGES),
  jobId: id,
});
const noteRow = z.strictObject({ id, candidateId: id, text: text(LIMITS.noteText).min(1), createdAt: isoDate });
const timelineRow = z.strictObject({ id, candidateId: id, date: isoDate, stage: z.enum(STAGES), notes: text(LIMITS.noteText) });
const answers = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
const responseRow = z.strictObject({ id, jobId: id, candidateId: id, answers, submittedAt: isoDate });
// The structure's own rules are checked by the assessments service before import (see below).
const assessmentRow = z.strictObject({ jobId: id, structure: z.object({ title: z.string(), sections: z.array(z.unknown()) }) });

const backupSchema = z.strictObject({
  format: z.literal(BACKUP_FORMAT, { message: `is not a TalentFlow backup (format must be "${BACKUP_FORMAT}").` }),
  schemaVersion: z.number().int().min(1),
  exportedAt: isoDate,
  tables: z.strictObject({
    jobs: z.array(jobRow),
    candidates: z.array(candidateRow),
    assessments: z.array(assessmentRow).default([]),
    notes: z.array(noteRow).default([]),
    responses: z.array(responseRow).default([]),
    timeline: z.array(timelineRow).default([]),
  }),
});
export type Backup = z.output<typeof backupSchema>;

export interface BackupCounts {
  jobs: number;
  candidates: number;
  assessments: number;
  notes: number;
  responses: number;
  timeline: number;
}

export async function exportBackup(db: TalentflowDB): Promise<Backup> {
  return db.transaction('r', [db.jobs, db.candidates, db.assessments, db.notes, db.responses, db.timeline], async () => ({
    format: BACKUP_FORMAT,
    schemaVersion: SCHEMA_VERSION,
    exportedAt: new Date().toISOString(),
    tables: {
      jobs: await db.jobs.toArray(),
      candidates: await db.candidates.toArray(),
      assessments: await db.assessments.toArray(),
      notes: await db.notes.toArray(),
      responses: await db.responses.toArray(),
      timeline: await db.timeline.toArray(),
    },
  }));
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
  return `This file is not a valid TalentFlow backup${where}: ${issue?.message ?? 'invalid'}`;
}

function assertUnique(rows: Array<{ id: number }>, table: string) {
  const seen = new Set<number>();
  for (const row of rows) {
    if (seen.has(row.id)) throw badRequest(`This backup is inconsistent: ${table} id ${row.id} appears twice.`);
    seen.add(row.id);
  }
}

function assertRefs(rows: Array<Record<string, unknown>>, field: string, known: Set<number>, table: string, target: string) {
  for (const row of rows) {
    const ref = row[field] as number;
    if (!known.has(ref)) throw badRequest(`This backup is inconsistent: a row of ${table} points to ${target} ${ref}, which it does not contain.`);
  }
}

/** Checks a backup file completely before anything is written. */
export function parseBackup(input: unknown, validateStructure: (structure: unknown) => void = () => {}): Backup {
  const version = (input as { schemaVersion?: unknown } | null)?.schemaVersion;
  if (typeof version === 'number' && version > SCHEMA_VERSION) {
    throw badRequest(`This backup was made by a newer version of TalentFlow (schema ${version}); this one reads schema ${SCHEMA_VERSION} and older. Update TalentFlow first.`);
  }
  const result = backupSchema.safeParse(input);
  if (!result.success) throw badRequest(firstIssue(result.error));
  const { tables } = result.data;
  assertUnique(tables.jobs, 'jobs');
  assertUnique(tables.candidates, 'candidates');
  assertUnique(tables.notes, 'notes');
  assertUnique(tables.responses, 'responses');
  assertUnique(tables.timeline, 'timeline');
  const jobIds = new Set(tables.jobs.map((j) => j.id));
  const candidateIds = new Set(tables.candidates.map((c) => c.id));
  assertRefs(tables.candidates, 'jobId', jobIds, 'candidates', 'job');
  assertRefs(tables.assessments, 'jobId', jobIds, 'assessments', 'job');
  assertRefs(tables.responses, 'jobId', jobIds, 'responses', 'job');
  assertRefs(tables.responses, 'candidateId', candidateIds, 'responses', 'candidate');
  assertRefs(tables.notes, 'candidateId', candidateIds, 'notes', 'candidate');
  assertRefs(tables.timeline, 'candidateId', candidateIds, 'timeline', 'candidate');
  if (new Set(tables.assessments.map((a) => a.jobId)).size !== tables.assessments.length) {
    throw badRequest('This backup is inconsistent: a job has two assessments.');
  }
  for (const row of tables.assessments) validateStructure(row.structure);
  return result.data;
}

/** Replaces the whole database with a checked backup, in one transaction: all or nothing. */
export async function importBackup(db: TalentflowDB, backup: Backup): Promise<BackupCounts> {
  const { tables } = backup;
  await db.transaction('rw', [db.jobs, db.candidates, db.assessments, db.notes, db.responses, db.timeline], async () => {
    await Promise.all([db.jobs.clear(), db.candidates.clear(), db.assessments.clear(), db.notes.clear(), db.responses.clear(), db.timeline.clear()]);
    await db.jobs.bulkAdd(tables.jobs);
    await db.candidates.bulkAdd(tables.candidates);
    await db.assessments.bulkAdd(tables.assessments as never[]);
    await db.notes.bulkAdd(tables.notes);
    await db.responses.bulkAdd(tables.responses);
    await db.timeline.bulkAdd(tables.timeline);
  });
  return {
    jobs: tables.jobs.length,
    candidates: tables.candidates.length,
    assessments: tables.assessments.length,
    notes: tables.notes.length,
    responses: tables.responses.length,
    timeline: tables.timeline.length,
  };
}

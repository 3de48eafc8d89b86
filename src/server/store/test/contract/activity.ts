import {
  ACTIVITY_FIELDS,
  activityAt,
  CANDIDATE_TABLES,
  type CandidateTable,
} from '@/domain/schemas';
import type { Tx } from '../../types';
import {
  type ContractContext,
  interviewOf,
  job,
  OWNED_ROWS,
  person,
  readTables,
  scorecardOf,
} from './fixture';

const OLD = '2020-01-01T00:00:00.000Z';
/** A cutoff after everything: retention's idle list then names every rejected candidate. */
const LATER_THAN_ALL = '9999-01-01T00:00:00.000Z';
const at = (day: number) => new Date(Date.UTC(2026, 4, day)).toISOString();

/**
 * The store contract: a candidate's last activity, one definition (the list of tables' `activity`
 * fields) kept with the candidate, which the candidate list and retention's idle list both read.
 */
export function describeActivity({ read, write }: ContractContext): void {
  describe('last activity', () => {
    /** What the list and retention each say of a candidate's last activity. */
    const lastActivity = (candidateId: number) =>
      read(async (tx) => {
        const { candidates } = await tx.candidates.list(
          {},
          { sort: 'lastActivityAt', order: 'desc' },
          { offset: 0, limit: 100 },
        );
        const idle = await tx.candidates.idle(LATER_THAN_ALL, 100);
        return {
          listed: candidates.find((c) => c.id === candidateId)?.lastActivityAt,
          idle: idle.find((i) => i.candidate.id === candidateId)?.lastActivityAt,
        };
      });

    /** The latest time, by the list's definition, of the rows a candidate has in any table. */
    const definedActivity = (candidateId: number) =>
      read(async (tx) => {
        const tables = await readTables(tx);
        let latest: string | undefined;
        for (const [table, fields] of Object.entries(ACTIVITY_FIELDS) as Array<
          [CandidateTable, readonly string[]]
        >)
          for (const row of tables[table] as Array<{ candidateId: number }>) {
            const time = row.candidateId === candidateId ? activityAt(fields, row) : undefined;
            if (time !== undefined && (latest === undefined || time > latest)) latest = time;
          }
        return latest;
      });

    /** A rejected candidate (so retention's idle list names them) last active at OLD, by a note. */
    const candidateActiveAt = async (tx: Tx, jobId: number, name: string) => {
      const candidate = await tx.candidates.insert(
        person(name, `${name.toLowerCase()}@example.com`, 'rejected', jobId),
      );
      await tx.notes.insert({ candidateId: candidate.id, text: 'Old', createdAt: OLD });
      return candidate.id;
    };

    it('moves on with a row of each table that counts, and not with one that does not; the list and retention read it', async () => {
      const made = await write(async (tx) => {
        const { id: jobId } = await tx.jobs.insert(job('A', 0));
        const ids = new Map<CandidateTable, number>();
        for (const table of CANDIDATE_TABLES) {
          const candidateId = await candidateActiveAt(tx, jobId, `Owner-${table}`);
          await OWNED_ROWS[table](tx, { candidateId, jobId });
          ids.set(table, candidateId);
        }
        return ids;
      });
      expect(CANDIDATE_TABLES.filter((table) => ACTIVITY_FIELDS[table])).not.toEqual([]);
      expect(CANDIDATE_TABLES.filter((table) => !ACTIVITY_FIELDS[table])).not.toEqual([]);
      const seen = new Map<number, unknown>();
      for (const [table, candidateId] of made) {
        const defined = await definedActivity(candidateId);
        // A table that counts moved it on from the old note; one that does not left it there.
        expect({ table, moved: defined !== OLD }).toEqual({
          table,
          moved: ACTIVITY_FIELDS[table] !== undefined,
        });
        const found = await lastActivity(candidateId);
        expect({ table, ...found }).toEqual({ table, listed: defined, idle: defined });
        seen.set(candidateId, found);
      }

      // A restore of the same rows gives the same: each row restored counts as it was written.
      await write(async (tx) => tx.replaceAll(await readTables(tx)));
      for (const candidateId of made.values())
        expect(await lastActivity(candidateId)).toEqual(seen.get(candidateId));
    });

    it('moves on when a row is changed to a later time, and never back', async () => {
      const { candidateId, note, interview, card } = await write(async (tx) => {
        const { id: jobId } = await tx.jobs.insert(job('A', 0));
        const candidateId = await candidateActiveAt(tx, jobId, 'Changed');
        const interview = await tx.interviews.insert(
          interviewOf({ candidateId, jobId }, { createdAt: OLD, startsAt: OLD }),
        );
        const card = await tx.scorecards.insert(scorecardOf(interview, { updatedAt: OLD }));
        const [note] = await tx.notes.listByCandidate(candidateId);
        return { candidateId, note: note!, interview, card };
      });
      const expectLast = async (time: string) =>
        expect(await lastActivity(candidateId)).toEqual({ listed: time, idle: time });
      await expectLast(OLD);

      await write((tx) => tx.notes.update({ ...note, text: 'Edited', editedAt: at(1) }));
      await expectLast(at(1));
      // Rescheduled to a later day: the interview to come counts.
      await write((tx) => tx.interviews.update({ ...interview, startsAt: at(9), sequence: 1 }));
      await expectLast(at(9));
      await write((tx) => tx.scorecards.update({ ...card, updatedAt: at(12) }));
      await expectLast(at(12));
      // Rescheduled back, or a note deleted: what happened is not undone.
      await write((tx) => tx.interviews.update({ ...interview, startsAt: at(2), sequence: 2 }));
      await write((tx) => tx.notes.remove(note.id));
      await expectLast(at(12));
    });

    it('moves on with an email about the candidate on a team server, when written or due', async () => {
      const made = await write(async (tx) => {
        const { id: jobId } = await tx.jobs.insert(job('A', 0));
        const candidateId = await candidateActiveAt(tx, jobId, 'Emailed');
        const outbox = tx.outbox;
        const email = { kind: 'candidate' as const, to: 'emailed@example.com', subject: 'Hi' };
        await outbox?.add({ ...email, text: 'Now', candidateId }, at(3));
        await outbox?.add({ ...email, text: 'Later', candidateId, sendAt: at(20) }, at(4));
        return { candidateId, team: outbox !== undefined };
      });
      // Browser mode keeps no outbox: its recruiter sends from their mail app.
      const expected = made.team ? at(20) : OLD;
      expect(await lastActivity(made.candidateId)).toEqual({ listed: expected, idle: expected });
    });
  });
}

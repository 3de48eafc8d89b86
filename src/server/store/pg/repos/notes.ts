import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Note } from '@/domain/types';
import type { NotesRepo } from '../../types';
import type { PgDb } from '../migrate';
import { NOTES } from '../rows';
import { notes } from '../schema';
import { countAll, isId, pgTime, rowsOf } from '../values';
import { ownedRepo } from './owned';
import { wordsLiteral } from '../tsvector';

/** Notes: a candidate's, oldest first; one of them read, edited or deleted by its id. */
export function notesRepo(q: PgDb): NotesRepo {
  const read = NOTES.read as (row: unknown) => Note;
  return {
    ...ownedRepo(q, NOTES),
    get: async (id) => {
      if (!isId(id)) return undefined;
      const [row] = await q
        .select(NOTES.columns as never)
        .from(notes)
        .where(eq(notes.id, id));
      return row === undefined ? undefined : read(row);
    },
    update: async (note) => {
      if (!isId(note.id)) return;
      await q
        .update(notes)
        .set({
          text: note.text,
          editedAt: note.editedAt === undefined ? null : pgTime(note.editedAt),
          search: wordsLiteral(note.text),
        })
        .where(eq(notes.id, note.id));
    },
    indexWords: async (limit) => {
      const rows = await q
        .select({ id: notes.id, text: notes.text })
        .from(notes)
        .where(isNull(notes.search))
        .orderBy(asc(notes.id))
        .limit(limit);
      for (const { id, text } of rows)
        await q
          .update(notes)
          .set({ search: wordsLiteral(text) })
          .where(eq(notes.id, id));
      return rows.length;
    },
    countUnindexed: async () => {
      const [row] = await q.select({ count: countAll() }).from(notes).where(isNull(notes.search));
      return row?.count ?? 0;
    },
    remove: async (id) => {
      if (!isId(id)) return false;
      const rows = await q.execute<{ id: number }>(
        sql`delete from ${notes} where id = ${id} returning id`,
      );
      return rowsOf(rows).length > 0;
    },
  };
}

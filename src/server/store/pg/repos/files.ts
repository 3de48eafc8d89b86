import { and, asc, eq, ne } from 'drizzle-orm';
import type { FileTextStatus } from '@/domain/files';
import type { FileTextState, FilesRepo } from '../../types';
import { wordsLiteral } from '../tsvector';
import type { PgDb } from '../migrate';
import { files } from '../schema';
import { fileColumns, insertFile, toFileMeta } from '../rows';
import { countAll, idIn, isId } from '../values';

/** Applicants' files in SQL (bytea): their content is read only when asked for. */

/**
 * A file stored waits for its text to be read (`pending`): the events of the write that stored it
 * ask for that (team/search-index.ts), not the repository.
 */
export function filesRepo(q: PgDb): FilesRepo {
  return {
    insert: async (file) => {
      const { content: _content, ...meta } = file;
      const id = await insertFile(q, file);
      return { id, ...meta };
    },
    get: async (id) => {
      if (!isId(id)) return undefined;
      const [row] = await q
        .select({ ...fileColumns, content: files.content })
        .from(files)
        .where(eq(files.id, id));
      if (!row) return undefined;
      const { content, ...meta } = row;
      return {
        ...toFileMeta(meta),
        content: new Blob([content as Uint8Array<ArrayBuffer>], { type: meta.type }),
      };
    },
    ownerOf: async (id) => {
      if (!isId(id)) return undefined;
      const [row] = await q
        .select({ candidateId: files.candidateId })
        .from(files)
        .where(eq(files.id, id));
      return row?.candidateId;
    },
    listByResponses: async (ids) => {
      const wanted = ids.filter(isId);
      if (wanted.length === 0) return [];
      const rows = await q
        .select(fileColumns)
        .from(files)
        .where(idIn(files.responseId, wanted))
        .orderBy(asc(files.id));
      return rows.map(toFileMeta);
    },
    listByCandidate: async (candidateId) => {
      if (!isId(candidateId)) return [];
      const rows = await q
        .select(fileColumns)
        .from(files)
        .where(eq(files.candidateId, candidateId))
        .orderBy(asc(files.id));
      return rows.map(toFileMeta);
    },
    pendingText: async (limit) => {
      const rows = await q
        .select({ id: files.id, type: files.type, content: files.content })
        .from(files)
        .where(eq(files.textStatus, 'pending'))
        .orderBy(asc(files.id))
        .limit(limit);
      return rows.map((row) => ({
        ...row,
        content: new Blob([row.content as Uint8Array<ArrayBuffer>], { type: row.type }),
      }));
    },
    setText: async (id, read) => {
      if (!isId(id)) return;
      await q
        .update(files)
        .set(
          read.status === 'indexed'
            ? {
                textStatus: 'indexed',
                text: read.text,
                textReason: null,
                search: wordsLiteral(read.text),
              }
            : { textStatus: 'unreadable', text: null, textReason: read.reason, search: null },
        )
        .where(eq(files.id, id));
    },
    textCounts: async () => {
      const counts: Record<FileTextStatus, number> = { pending: 0, indexed: 0, unreadable: 0 };
      const rows = await q
        .select({ status: files.textStatus, count: countAll() })
        .from(files)
        .groupBy(files.textStatus);
      for (const { status, count } of rows) if (status in counts) counts[status] = count;
      return counts;
    },
    textStates: async (candidateId) => {
      if (!isId(candidateId)) return new Map();
      const rows = await q
        .select({ id: files.id, status: files.textStatus, reason: files.textReason })
        .from(files)
        .where(and(eq(files.candidateId, candidateId), ne(files.textStatus, 'indexed')));
      return new Map(
        rows.map(({ id, status, reason }): [number, FileTextState] => [
          id,
          status === 'unreadable' ? { status, reason: reason ?? '' } : { status: 'pending' },
        ]),
      );
    },
    all: async () => {
      const rows = await q
        .select({ ...fileColumns, content: files.content })
        .from(files)
        .orderBy(asc(files.id));
      return rows.map(({ content, ...meta }) => ({
        ...toFileMeta(meta),
        content: new Blob([content as Uint8Array<ArrayBuffer>], { type: meta.type }),
      }));
    },
  };
}

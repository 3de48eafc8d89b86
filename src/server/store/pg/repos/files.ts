import { asc, eq } from 'drizzle-orm';
import type { FilesRepo } from '../../types';
import type { PgDb } from '../migrate';
import { files } from '../schema';
import { fileColumns, insertFile, toFileMeta } from '../rows';
import { idIn, isId } from '../values';

/** Applicants' files in SQL (bytea): their content is read only when asked for. */

export function filesRepo(q: PgDb): FilesRepo {
  return {
    insert: async (file) => {
      const { content: _content, ...meta } = file;
      return { id: await insertFile(q, file), ...meta };
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

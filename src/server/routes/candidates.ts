import { Hono } from 'hono';
import {
  bulkSchema,
  candidateImportQuerySchema,
  candidatesCsvQuerySchema,
  candidatesQuerySchema,
  createCandidateSchema,
  createNoteSchema,
  eraseQuerySchema,
  mergeCandidatesSchema,
  rejectSchema,
  sendCandidateEmailSchema,
  stageCountsQuerySchema,
  updateCandidateSchema,
} from '@/domain/schemas';
import { allow, authorOf, memberOf, noteChangerOf, type ApiEnv } from '../access';
import { scopeOf } from '../scope';
import { csvBody, fileBody, parseBody, parseId, parseQuery } from '../http';
import {
  addNote,
  countByStage,
  createCandidate,
  deleteNote,
  editNote,
  eraseCandidate,
  getCandidate,
  getTimeline,
  listApplications,
  listCandidates,
  listNotes,
  updateCandidate,
} from '../services/candidates';
import { attachCandidateFile, checkFile, listCandidateFiles } from '../services/files';
import { listDuplicateGroups, listDuplicatesOf, mergeCandidates } from '../services/merge';
import { listCandidateResponses } from '../services/responses';
import { exportPerson } from '../services/subject-access';
import { exportCandidatesCsv } from '../services/candidate-csv';
import { importCandidates } from '../services/candidate-import';
import { bulkAction } from '../services/bulk';
import {
  cancelCandidateEmail,
  listCandidateEmails,
  rejectCandidate,
  sendCandidateEmail,
} from '../services/candidate-emails';
import type { MailContext } from '../services/messages';
import type { Store } from '../store/types';

/** `mail`: a team server's outbox settings; without it (browser mode) no email is written. */
export function candidateRoutes(store: Store, mail?: MailContext): Hono<ApiEnv> {
  const candidateId = (raw: string | undefined) => parseId(raw, 'Candidate');
  return (
    new Hono<ApiEnv>()
      .get('/', allow('read'), async (c) =>
        c.json(await listCandidates(store, parseQuery(c, candidatesQuerySchema), scopeOf(c))),
      )
      // Adding someone by hand is hiring work, like moving them: the same action.
      .post('/', allow('move-candidates'), async (c) => {
        const input = await parseBody(c, createCandidateSchema);
        return c.json(await createCandidate(store, input, authorOf(c)), 201);
      })
      // One action on many candidates, in one transaction.
      .post('/bulk', allow('move-candidates'), async (c) =>
        c.json(await bulkAction(store, await parseBody(c, bulkSchema, 'Bulk action'), authorOf(c))),
      )
      // A CSV file of candidates into one job; dryRun=1 previews it. Hiring work, like adding one.
      .post('/import', allow('move-candidates'), async (c) => {
        const query = parseQuery(c, candidateImportQuerySchema);
        return c.json(await importCandidates(store, await csvBody(c), query, authorOf(c)));
      })
      // Before /:id, which would take "export.csv" or "stage-counts" for an id.
      .get('/export.csv', allow('read'), async (c) =>
        c.body(
          await exportCandidatesCsv(store, parseQuery(c, candidatesCsvQuerySchema), scopeOf(c)),
          200,
          {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="talentflow-candidates.csv"',
          },
        ),
      )
      .get('/stage-counts', allow('read'), async (c) =>
        c.json(await countByStage(store, parseQuery(c, stageCountsQuerySchema), scopeOf(c))),
      )
      .get('/duplicates', allow('read'), async (c) =>
        c.json(await listDuplicateGroups(store, scopeOf(c))),
      )
      .get('/:id', allow('read'), async (c) =>
        c.json(await getCandidate(store, candidateId(c.req.param('id')))),
      )
      .patch('/:id', allow('move-candidates'), async (c) => {
        const id = candidateId(c.req.param('id'));
        const changes = await parseBody(c, updateCandidateSchema);
        return c.json(await updateCandidate(store, id, changes, authorOf(c)));
      })
      // This application only (204, as ever), or the person: every candidate with their email.
      .delete('/:id', allow('erase-candidates'), async (c) => {
        const { scope } = parseQuery(c, eraseQuerySchema);
        const done = await eraseCandidate(store, candidateId(c.req.param('id')), scope);
        return scope === 'person' ? c.json(done) : c.body(null, 204);
      })
      .get('/:id/export', allow('export-candidates'), async (c) =>
        c.json(await exportPerson(store, candidateId(c.req.param('id')), mail !== undefined), 200, {
          'Content-Disposition': 'attachment; filename="talentflow-candidate-export.json"',
        }),
      )
      .get('/:id/applications', allow('read'), async (c) =>
        c.json(await listApplications(store, candidateId(c.req.param('id')), scopeOf(c))),
      )
      .get('/:id/duplicates', allow('read'), async (c) =>
        c.json(await listDuplicatesOf(store, candidateId(c.req.param('id')), scopeOf(c))),
      )
      // A merge erases the other candidate: the erasure's action.
      .post('/:id/merge', allow('erase-candidates'), async (c) => {
        const id = candidateId(c.req.param('id'));
        const { otherId } = await parseBody(c, mergeCandidatesSchema);
        return c.json(await mergeCandidates(store, id, otherId, authorOf(c)));
      })
      .get('/:id/timeline', allow('read'), async (c) =>
        c.json(await getTimeline(store, candidateId(c.req.param('id')))),
      )
      .post('/:id/reject', allow('move-candidates'), async (c) =>
        c.json(
          await rejectCandidate(
            store,
            candidateId(c.req.param('id')),
            await parseBody(c, rejectSchema),
            {
              member: memberOf(c),
              mail,
            },
          ),
        ),
      )
      .post('/:id/emails', allow('move-candidates'), async (c) =>
        c.json(
          {
            email: await sendCandidateEmail(
              store,
              candidateId(c.req.param('id')),
              await parseBody(c, sendCandidateEmailSchema),
              { member: memberOf(c), mail },
            ),
          },
          201,
        ),
      )
      .get('/:id/emails', allow('read'), async (c) =>
        c.json(
          await listCandidateEmails(store, candidateId(c.req.param('id')), mail !== undefined),
        ),
      )
      .post('/:id/emails/:emailId{[0-9]+}/cancel', allow('move-candidates'), async (c) => {
        await cancelCandidateEmail(
          store,
          candidateId(c.req.param('id')),
          parseId(c.req.param('emailId'), 'Email'),
          mail !== undefined,
        );
        return c.body(null, 204);
      })
      .get('/:id/notes', allow('read'), async (c) =>
        c.json(await listNotes(store, candidateId(c.req.param('id')))),
      )
      .post('/:id/notes', allow('write-notes'), async (c) => {
        const id = candidateId(c.req.param('id'));
        const { text } = await parseBody(c, createNoteSchema);
        return c.json(await addNote(store, id, text, authorOf(c), mail), 201);
      })
      // Every member may write notes; which note is theirs to change, the service decides.
      .patch('/:id/notes/:noteId', allow('write-notes'), async (c) => {
        const id = candidateId(c.req.param('id'));
        const noteId = parseId(c.req.param('noteId'), 'Note');
        const { text } = await parseBody(c, createNoteSchema);
        return c.json(await editNote(store, id, noteId, text, noteChangerOf(c)));
      })
      .delete('/:id/notes/:noteId', allow('write-notes'), async (c) => {
        const id = candidateId(c.req.param('id'));
        await deleteNote(store, id, parseId(c.req.param('noteId'), 'Note'), noteChangerOf(c));
        return c.body(null, 204);
      })
      .get('/:id/responses', allow('read'), async (c) =>
        c.json(await listCandidateResponses(store, candidateId(c.req.param('id')))),
      )
      .get('/:id/files', allow('read'), async (c) =>
        c.json(await listCandidateFiles(store, candidateId(c.req.param('id')))),
      )
      // Attaching a résumé is hiring work, like editing the candidate's details.
      .post('/:id/files', allow('move-candidates'), async (c) => {
        const id = candidateId(c.req.param('id'));
        const file = await checkFile(await fileBody(c));
        return c.json(await attachCandidateFile(store, id, file), 201);
      })
  );
}

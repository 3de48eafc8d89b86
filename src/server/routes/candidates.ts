import { z } from 'zod';
import {
  bulkResultSchema,
  bulkSchema,
  candidateApplicationsSchema,
  candidateDuplicatesSchema,
  candidateEmailSentSchema,
  candidateEmailsSchema,
  candidateFileSchema,
  candidateImportQuerySchema,
  candidateImportResultSchema,
  candidateResponseSchema,
  candidateSchema,
  candidatesCsvQuerySchema,
  candidatesListSchema,
  candidatesQuerySchema,
  createCandidateSchema,
  createNoteSchema,
  duplicateGroupsSchema,
  erasureResultSchema,
  eraseQuerySchema,
  mergeCandidatesSchema,
  noteSchema,
  rejectResultSchema,
  rejectSchema,
  sendCandidateEmailSchema,
  stageCountsQuerySchema,
  stageCountsSchema,
  subjectAccessExportSchema,
  timelineEntrySchema,
  updateCandidateSchema,
} from '@/domain/schemas';
import { allow, authorOf, memberOf, noteChangerOf } from '../access';
import { scopeOf } from '../scope';
import { csvBody, fileBody } from '../http';
import {
  answer,
  ApiRoutes,
  created,
  formRequest,
  ids,
  jsonRequest,
  media,
  noContent,
  ok,
  refusals,
  createRoute,
} from '../openapi/define';
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

const candidateId = ids({ id: 'Candidate' });

/** `mail`: a team server's outbox settings; without it (browser mode) no email is written. */
export function candidateRoutes(store: Store, mail?: MailContext): ApiRoutes {
  return (
    new ApiRoutes()
      .handle(
        createRoute({
          method: 'get',
          path: '/',
          operationId: 'listCandidates',
          tags: ['Candidates'],
          summary: 'List and search candidates (a page)',
          middleware: allow('read'),
          request: { query: candidatesQuerySchema },
          responses: { 200: ok(candidatesListSchema) },
        }),
        async (c) => c.json(await listCandidates(store, c.req.valid('query'), scopeOf(c))),
      )
      // Adding someone by hand is hiring work, like moving them: the same action.
      .handle(
        createRoute({
          method: 'post',
          path: '/',
          operationId: 'createCandidate',
          tags: ['Candidates'],
          summary: 'Add a candidate by hand',
          middleware: allow('move-candidates'),
          request: { body: jsonRequest(createCandidateSchema) },
          responses: { 201: created(candidateSchema) },
        }),
        async (c) => c.json(await createCandidate(store, c.req.valid('json'), authorOf(c)), 201),
      )
      // One action on many candidates, in one transaction.
      .handle(
        createRoute({
          method: 'post',
          path: '/bulk',
          operationId: 'bulkCandidates',
          tags: ['Candidates'],
          summary: 'One action on many candidates',
          middleware: allow('move-candidates'),
          request: { body: jsonRequest(bulkSchema) },
          noun: 'Bulk action',
          responses: { 200: ok(bulkResultSchema) },
        }),
        async (c) =>
          c.json(
            await bulkAction(store, c.req.valid('json'), {
              author: authorOf(c),
              member: memberOf(c),
              mail,
            }),
          ),
      )
      // A CSV file of candidates into one job; dryRun=1 previews it. Hiring work, like adding one.
      .handle(
        createRoute({
          method: 'post',
          path: '/import',
          operationId: 'importCandidates',
          tags: ['Candidates'],
          summary: 'Import candidates from a CSV file',
          middleware: allow('move-candidates'),
          request: {
            query: candidateImportQuerySchema,
            body: {
              required: true,
              content: {
                'text/csv': {
                  schema: { type: 'string', description: 'The CSV file, with a header row.' },
                },
              },
            },
          },
          ownBody: true,
          responses: { 200: ok(candidateImportResultSchema), ...refusals(415) },
        }),
        async (c) =>
          c.json(
            await importCandidates(store, await csvBody(c), c.req.valid('query'), authorOf(c)),
          ),
      )
      // Before /:id, which would take "export.csv" or "stage-counts" for an id.
      .handle(
        createRoute({
          method: 'get',
          path: '/export.csv',
          operationId: 'exportCandidatesCsv',
          tags: ['Candidates'],
          summary: 'The list as a CSV file',
          middleware: allow('read'),
          request: { query: candidatesCsvQuerySchema },
          responses: { 200: media('text/csv') },
        }),
        async (c) =>
          c.body(await exportCandidatesCsv(store, c.req.valid('query'), scopeOf(c)), 200, {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="talentflow-candidates.csv"',
          }),
      )
      .handle(
        createRoute({
          method: 'get',
          path: '/stage-counts',
          operationId: 'countCandidatesByStage',
          tags: ['Candidates'],
          summary: 'Candidates per stage',
          middleware: allow('read'),
          request: { query: stageCountsQuerySchema },
          responses: { 200: ok(stageCountsSchema) },
        }),
        async (c) => c.json(await countByStage(store, c.req.valid('query'), scopeOf(c))),
      )
      .handle(
        createRoute({
          method: 'get',
          path: '/duplicates',
          operationId: 'listDuplicateGroups',
          tags: ['Candidates'],
          summary: 'Likely duplicates',
          middleware: allow('read'),
          responses: { 200: ok(duplicateGroupsSchema) },
        }),
        async (c) => c.json(await listDuplicateGroups(store, scopeOf(c))),
      )
      .handle(
        createRoute({
          method: 'get',
          path: '/:id',
          operationId: 'getCandidate',
          tags: ['Candidates'],
          summary: 'One candidate',
          middleware: allow('read'),
          request: { params: candidateId },
          responses: { 200: ok(candidateSchema) },
        }),
        async (c) => c.json(await getCandidate(store, c.req.valid('param').id)),
      )
      .handle(
        createRoute({
          method: 'patch',
          path: '/:id',
          operationId: 'updateCandidate',
          tags: ['Candidates'],
          summary: 'Change or move a candidate',
          middleware: allow('move-candidates'),
          request: { params: candidateId, body: jsonRequest(updateCandidateSchema) },
          responses: { 200: ok(candidateSchema) },
        }),
        async (c) =>
          c.json(
            await updateCandidate(store, c.req.valid('param').id, c.req.valid('json'), authorOf(c)),
          ),
      )
      // This application only (204, as ever), or the person: every candidate with their email.
      .handle(
        createRoute({
          method: 'delete',
          path: '/:id',
          operationId: 'eraseCandidate',
          tags: ['Candidates'],
          summary: 'Erase an application, or the person',
          description: '204 for one application; with `scope=person`, 200 and what was erased.',
          middleware: allow('erase-candidates'),
          request: { params: candidateId, query: eraseQuerySchema },
          responses: {
            204: noContent,
            200: answer(
              erasureResultSchema,
              'With `scope=person`: how many applications were erased.',
            ),
          },
        }),
        async (c) => {
          const { scope } = c.req.valid('query');
          const done = await eraseCandidate(store, c.req.valid('param').id, scope);
          return scope === 'person' ? c.json(done) : c.body(null, 204);
        },
      )
      .handle(
        createRoute({
          method: 'get',
          path: '/:id/export',
          operationId: 'exportPerson',
          tags: ['Candidates'],
          summary: 'Everything held on a person (subject access)',
          middleware: allow('export-candidates'),
          request: { params: candidateId },
          responses: { 200: ok(subjectAccessExportSchema) },
        }),
        async (c) =>
          c.json(await exportPerson(store, c.req.valid('param').id, mail !== undefined), 200, {
            'Content-Disposition': 'attachment; filename="talentflow-candidate-export.json"',
          }),
      )
      .handle(
        createRoute({
          method: 'get',
          path: '/:id/applications',
          operationId: 'listApplications',
          tags: ['Candidates'],
          summary: 'The person’s other applications',
          middleware: allow('read'),
          request: { params: candidateId },
          responses: { 200: ok(candidateApplicationsSchema) },
        }),
        async (c) => c.json(await listApplications(store, c.req.valid('param').id, scopeOf(c))),
      )
      .handle(
        createRoute({
          method: 'get',
          path: '/:id/duplicates',
          operationId: 'listDuplicatesOf',
          tags: ['Candidates'],
          summary: 'Likely duplicates of a candidate',
          middleware: allow('read'),
          request: { params: candidateId },
          responses: { 200: ok(candidateDuplicatesSchema) },
        }),
        async (c) => c.json(await listDuplicatesOf(store, c.req.valid('param').id, scopeOf(c))),
      )
      // A merge erases the other candidate: the erasure's action.
      .handle(
        createRoute({
          method: 'post',
          path: '/:id/merge',
          operationId: 'mergeCandidates',
          tags: ['Candidates'],
          summary: 'Merge a duplicate into this candidate',
          middleware: allow('erase-candidates'),
          request: { params: candidateId, body: jsonRequest(mergeCandidatesSchema) },
          responses: { 200: ok(candidateSchema) },
        }),
        async (c) => {
          const { otherId } = c.req.valid('json');
          return c.json(
            await mergeCandidates(store, c.req.valid('param').id, otherId, authorOf(c)),
          );
        },
      )
      .handle(
        createRoute({
          method: 'get',
          path: '/:id/timeline',
          operationId: 'getTimeline',
          tags: ['Candidates'],
          summary: 'A candidate’s timeline',
          middleware: allow('read'),
          request: { params: candidateId },
          responses: { 200: ok(z.array(timelineEntrySchema)) },
        }),
        async (c) => c.json(await getTimeline(store, c.req.valid('param').id)),
      )
      .handle(
        createRoute({
          method: 'post',
          path: '/:id/reject',
          operationId: 'rejectCandidate',
          tags: ['Candidates'],
          summary: 'Reject with a reason (and an email)',
          middleware: allow('move-candidates'),
          request: { params: candidateId, body: jsonRequest(rejectSchema) },
          responses: { 200: ok(rejectResultSchema) },
        }),
        async (c) =>
          c.json(
            await rejectCandidate(store, c.req.valid('param').id, c.req.valid('json'), {
              member: memberOf(c),
              mail,
            }),
          ),
      )
      .handle(
        createRoute({
          method: 'post',
          path: '/:id/emails',
          operationId: 'sendCandidateEmail',
          tags: ['Emails'],
          summary: 'Email a candidate',
          middleware: allow('move-candidates'),
          request: { params: candidateId, body: jsonRequest(sendCandidateEmailSchema) },
          responses: { 201: created(candidateEmailSentSchema) },
        }),
        async (c) =>
          c.json(
            {
              email: await sendCandidateEmail(store, c.req.valid('param').id, c.req.valid('json'), {
                member: memberOf(c),
                mail,
              }),
            },
            201,
          ),
      )
      .handle(
        createRoute({
          method: 'get',
          path: '/:id/emails',
          operationId: 'listCandidateEmails',
          tags: ['Emails'],
          summary: 'A candidate’s emails',
          middleware: allow('read'),
          request: { params: candidateId },
          responses: { 200: ok(candidateEmailsSchema) },
        }),
        async (c) =>
          c.json(await listCandidateEmails(store, c.req.valid('param').id, mail !== undefined)),
      )
      .handle(
        createRoute({
          method: 'post',
          path: '/:id/emails/:emailId{[0-9]+}/cancel',
          operationId: 'cancelCandidateEmail',
          tags: ['Emails'],
          summary: 'Cancel a scheduled email',
          middleware: allow('move-candidates'),
          request: { params: ids({ id: 'Candidate', emailId: 'Email' }) },
          responses: { 204: noContent },
        }),
        async (c) => {
          const { id, emailId } = c.req.valid('param');
          await cancelCandidateEmail(store, id, emailId, mail !== undefined);
          return c.body(null, 204);
        },
      )
      .handle(
        createRoute({
          method: 'get',
          path: '/:id/notes',
          operationId: 'listNotes',
          tags: ['Notes'],
          summary: 'A candidate’s notes',
          middleware: allow('read'),
          request: { params: candidateId },
          responses: { 200: ok(z.array(noteSchema)) },
        }),
        async (c) => c.json(await listNotes(store, c.req.valid('param').id)),
      )
      .handle(
        createRoute({
          method: 'post',
          path: '/:id/notes',
          operationId: 'addNote',
          tags: ['Notes'],
          summary: 'Add a note',
          middleware: allow('write-notes'),
          request: { params: candidateId, body: jsonRequest(createNoteSchema) },
          responses: { 201: created(noteSchema) },
        }),
        async (c) => {
          const { text } = c.req.valid('json');
          return c.json(
            await addNote(store, c.req.valid('param').id, text, authorOf(c), mail),
            201,
          );
        },
      )
      // Every member may write notes; which note is theirs to change, the service decides.
      .handle(
        createRoute({
          method: 'patch',
          path: '/:id/notes/:noteId',
          operationId: 'editNote',
          tags: ['Notes'],
          summary: 'Edit one’s own note',
          middleware: allow('write-notes'),
          request: {
            params: ids({ id: 'Candidate', noteId: 'Note' }),
            body: jsonRequest(createNoteSchema),
          },
          responses: { 200: ok(noteSchema) },
        }),
        async (c) => {
          const { id, noteId } = c.req.valid('param');
          const { text } = c.req.valid('json');
          return c.json(await editNote(store, id, noteId, text, noteChangerOf(c)));
        },
      )
      .handle(
        createRoute({
          method: 'delete',
          path: '/:id/notes/:noteId',
          operationId: 'deleteNote',
          tags: ['Notes'],
          summary: 'Delete a note',
          middleware: allow('write-notes'),
          request: { params: ids({ id: 'Candidate', noteId: 'Note' }) },
          responses: { 204: noContent },
        }),
        async (c) => {
          const { id, noteId } = c.req.valid('param');
          await deleteNote(store, id, noteId, noteChangerOf(c));
          return c.body(null, 204);
        },
      )
      .handle(
        createRoute({
          method: 'get',
          path: '/:id/responses',
          operationId: 'listCandidateResponses',
          tags: ['Assessments'],
          summary: 'A candidate’s responses',
          middleware: allow('read'),
          request: { params: candidateId },
          responses: { 200: ok(z.array(candidateResponseSchema)) },
        }),
        async (c) => c.json(await listCandidateResponses(store, c.req.valid('param').id)),
      )
      .handle(
        createRoute({
          method: 'get',
          path: '/:id/files',
          operationId: 'listCandidateFiles',
          tags: ['Files'],
          summary: 'A candidate’s files',
          middleware: allow('read'),
          request: { params: candidateId },
          responses: { 200: ok(z.array(candidateFileSchema)) },
        }),
        async (c) => c.json(await listCandidateFiles(store, c.req.valid('param').id)),
      )
      // Attaching a résumé is hiring work, like editing the candidate's details.
      .handle(
        createRoute({
          method: 'post',
          path: '/:id/files',
          operationId: 'attachCandidateFile',
          tags: ['Files'],
          summary: 'Attach a file (résumé)',
          middleware: allow('move-candidates'),
          request: {
            params: candidateId,
            body: {
              required: true,
              content: { 'multipart/form-data': formRequest({ file: 'file' }) },
            },
          },
          // A form read as a stream (fileBody), one file of 10 MB at most.
          ownBody: true,
          responses: { 201: created(candidateFileSchema) },
        }),
        async (c) => {
          const file = await checkFile(await fileBody(c));
          return c.json(await attachCandidateFile(store, c.req.valid('param').id, file), 201);
        },
      )
  );
}

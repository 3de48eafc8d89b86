import type { HttpHandler } from 'msw';
import { parseId, parseInput, queryObject, route } from '../http';
import { addNote, countByStage, getCandidate, getTimeline, listCandidates, listNotes, updateCandidateStage } from '../services/candidates';
import { candidatesQuerySchema, createNoteSchema, stageCountsQuerySchema, updateCandidateSchema } from '../validate/candidates';

export const candidateHandlers: HttpHandler[] = [
  route('get', '/candidates', async ({ db, url }) => ({
    body: await listCandidates(db, parseInput(candidatesQuerySchema, queryObject(url), 'Query')),
  })),
  // Before '/candidates/:id', which would take "stage-counts" for an id.
  route('get', '/candidates/stage-counts', async ({ db, url }) => ({
    body: await countByStage(db, parseInput(stageCountsQuerySchema, queryObject(url), 'Query')),
  })),
  route('get', '/candidates/:id', async ({ db, params }) => ({ body: await getCandidate(db, parseId(params.id, 'Candidate')) })),
  route('patch', '/candidates/:id', async ({ db, params, json }) => {
    const id = parseId(params.id, 'Candidate');
    const { stage } = parseInput(updateCandidateSchema, await json());
    return { body: await updateCandidateStage(db, id, stage) };
  }),
  route('get', '/candidates/:id/timeline', async ({ db, params }) => ({ body: await getTimeline(db, parseId(params.id, 'Candidate')) })),
  route('get', '/candidates/:id/notes', async ({ db, params }) => ({ body: await listNotes(db, parseId(params.id, 'Candidate')) })),
  route('post', '/candidates/:id/notes', async ({ db, params, json }) => {
    const id = parseId(params.id, 'Candidate');
    const { text } = parseInput(createNoteSchema, await json());
    return { status: 201, body: await addNote(db, id, text) };
  }),
];

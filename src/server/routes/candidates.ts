import { Hono } from 'hono';
import { candidatesQuerySchema, createNoteSchema, stageCountsQuerySchema, updateCandidateSchema } from '@/domain/schemas';
import { parseBody, parseId, parseQuery } from '../http';
import { addNote, countByStage, getCandidate, getTimeline, listCandidates, listNotes, updateCandidateStage } from '../services/candidates';
import { listCandidateResponses } from '../services/responses';
import type { Store } from '../store/types';

export function candidateRoutes(store: Store): Hono {
  const candidateId = (raw: string | undefined) => parseId(raw, 'Candidate');
  return (
    new Hono()
      .get('/', async (c) => c.json(await listCandidates(store, parseQuery(c, candidatesQuerySchema))))
      // Before /:id, which would take "stage-counts" for an id.
      .get('/stage-counts', async (c) => c.json(await countByStage(store, parseQuery(c, stageCountsQuerySchema))))
      .get('/:id', async (c) => c.json(await getCandidate(store, candidateId(c.req.param('id')))))
      .patch('/:id', async (c) => {
        const id = candidateId(c.req.param('id'));
        const { stage } = await parseBody(c, updateCandidateSchema);
        return c.json(await updateCandidateStage(store, id, stage));
      })
      .get('/:id/timeline', async (c) => c.json(await getTimeline(store, candidateId(c.req.param('id')))))
      .get('/:id/notes', async (c) => c.json(await listNotes(store, candidateId(c.req.param('id')))))
      .post('/:id/notes', async (c) => {
        const id = candidateId(c.req.param('id'));
        const { text } = await parseBody(c, createNoteSchema);
        return c.json(await addNote(store, id, text), 201);
      })
      .get('/:id/responses', async (c) => c.json(await listCandidateResponses(store, candidateId(c.req.param('id')))))
  );
}

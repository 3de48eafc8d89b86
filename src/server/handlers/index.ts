import { http, HttpResponse } from 'msw';
import { assessmentHandlers } from './assessments';
import { backupHandlers } from './backup';
import { candidateHandlers } from './candidates';
import { jobHandlers } from './jobs';

/** Anything else under /api is a JSON 404, never the app's HTML page. */
const unknownEndpoint = http.all('*/api/*', ({ request }) => {
  const path = new URL(request.url).pathname;
  return HttpResponse.json({ error: { code: 'not_found', message: `No such endpoint: ${request.method} ${path}` } }, { status: 404 });
});

/** Every route of the API, shared by the browser worker, Vitest and Playwright. */
export const handlers = [...jobHandlers, ...candidateHandlers, ...assessmentHandlers, ...backupHandlers, unknownEndpoint];

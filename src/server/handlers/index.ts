import { assessmentHandlers } from './assessments';
import { candidateHandlers } from './candidates';
import { jobHandlers } from './jobs';

/** Every route of the API, shared by the browser worker, Vitest and Playwright. */
export const handlers = [...jobHandlers, ...candidateHandlers, ...assessmentHandlers];

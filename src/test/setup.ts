import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { setChaos } from '@/server/chaos';
import { setDb, TalentflowDB } from '@/server/db';
import { handlers } from '@/server/handlers';

// Screens load lazily and talk to IndexedDB: on a busy 2-core machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });

/** The real API handlers answer every fetch in tests, over a fresh fake-indexeddb database per test. */
export const server = setupServer(...handlers);

let counter = 0;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  counter += 1;
  setDb(new TalentflowDB(`talentflow-test-${counter}-${Math.random().toString(36).slice(2)}`));
  setChaos(undefined);
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

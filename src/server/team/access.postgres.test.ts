// @vitest-environment node
import { describeTeamAccess } from './test/access-suite';

// Counted, so the suite can prove which requests check or hash a password.
vi.mock('./passwords', async (original) => {
  const real = await original<typeof import('./passwords')>();
  return {
    ...real,
    hashPassword: vi.fn(real.hashPassword),
    verifyPassword: vi.fn(real.verifyPassword),
  };
});

describeTeamAccess('postgres');

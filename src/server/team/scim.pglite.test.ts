// @vitest-environment node
import { teamFixture } from './test/access/fixture';
import { describeScim } from './test/access/scim';

// Provisioning through SCIM on the embedded PostgreSQL too (the whole team suite runs on a real
// PostgreSQL: access.postgres.test.ts).
describe('SCIM on pglite', () => {
  describeScim(teamFixture('pglite'));
});

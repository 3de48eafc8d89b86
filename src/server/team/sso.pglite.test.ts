// @vitest-environment node
import { teamFixture } from './test/access/fixture';
import { describeSso } from './test/access/sso';
import { describeSamlSso } from './test/access/sso-saml';

// Signing in through an identity provider on the embedded PostgreSQL too (the whole team suite
// runs on a real PostgreSQL: access.postgres.test.ts).
describe('identity providers on pglite', () => {
  const t = teamFixture('pglite');
  describeSso(t);
  describeSamlSso(t);
});

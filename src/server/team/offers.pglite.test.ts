// @vitest-environment node
import { teamFixture } from './test/access/fixture';
import { describeOffers } from './test/access/offers';

// Offers from draft to signature on the embedded PostgreSQL too (the whole team suite runs on a
// real PostgreSQL: access.postgres.test.ts).
describe('offers on pglite', () => {
  describeOffers(teamFixture('pglite'));
});

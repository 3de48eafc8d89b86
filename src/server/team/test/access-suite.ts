import { describeAccounts } from './access/accounts';
import { describeApiTokens } from './access/api-tokens';
import { teamFixture } from './access/fixture';
import { describeHiring } from './access/hiring';
import { describeInvitations } from './access/invitations';
import { describeLimits } from './access/limits';
import { describeLiveEvents } from './access/live-events';
import { describeMergeAccess } from './access/merge';
import { describeMessages } from './access/messages';
import { describeMinimization } from './access/minimization';
import { describeOffers } from './access/offers';
import { describeRequests } from './access/requests';
import { describeRoutes } from './access/routes';
import { describeScheduling } from './access/scheduling';
import { describeSecurity } from './access/security';
import { describeSso } from './access/sso';
import { describeScim } from './access/scim';
import { describeSamlSso } from './access/sso-saml';

/**
 * Team access, proved over a store that keeps accounts (PGlite and a real PostgreSQL call it):
 * every route against anonymous visitors and each role, sign-in and sessions, CSRF, the rate
 * limits and what no answer may ever hold. Each topic is a file of `access/`, over one fixture.
 */
export function describeTeamAccess(kind: 'pglite' | 'postgres'): void {
  describe(`team access on ${kind}`, () => {
    const t = teamFixture(kind);
    describeRoutes(t);
    describeAccounts(t);
    describeLimits(t);
    describeInvitations(t);
    describeRequests(t);
    describeHiring(t);
    describeMinimization(t);
    describeMergeAccess(t);
    describeMessages(t);
    describeSecurity(t);
    describeApiTokens(t);
    describeLiveEvents(t);
    describeOffers(t);
    describeScheduling(t);
    describeSso(t);
    describeSamlSso(t);
    describeScim(t);
  });
}

import { describeActivity } from './contract/activity';
import { describeCandidates } from './contract/candidates';
import { describeFiles } from './contract/files';
import { describeInterviewPlans } from './contract/interview-plans';
import { useFreshStore, type OpenedStore } from './contract/fixture';
import { describeJobs } from './contract/jobs';
import { describeCandidateList } from './contract/list';
import { describeMerge } from './contract/merge';
import { describeMoves } from './contract/moves';
import { describeOffers } from './contract/offers';
import { describeOwnedRows } from './contract/owned';
import { describePipelines } from './contract/pipelines';
import { describePrivacy } from './contract/privacy';
import { describeReplaceAll } from './contract/replace-all';
import { describeSettings } from './contract/settings';
import { describeTallies } from './contract/tallies';
import { describeTransactions } from './contract/transactions';

export type { OpenedStore };

/**
 * The store contract: what every store (Dexie over IndexedDB, SQL over PostgreSQL) must do, method
 * by method, with the same orderings, cursors, counts and search semantics. A store's own test
 * file calls `describeStoreContract` with a way to open a fresh, empty store; each topic is a file
 * of `contract/`, over one fixture.
 */
export function describeStoreContract(name: string, open: () => Promise<OpenedStore>): void {
  describe(`${name}: the store contract`, () => {
    const context = useFreshStore(open);
    describeTransactions(context);
    describeJobs(context);
    describeCandidates(context);
    describeCandidateList(context);
    describeOwnedRows(context);
    describeFiles(context);
    describeInterviewPlans(context);
    describeOffers(context);
    describeSettings(context);
    describeReplaceAll(context);
    describeTallies(context);
    describeMoves(context);
    describePipelines(context);
    describeMerge(context);
    describePrivacy(context);
    describeActivity(context);
  });
}

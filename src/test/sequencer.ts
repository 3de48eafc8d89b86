import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Test files whose own text is short but whose suite is long (an entry that runs a shared suite,
 * or waits on a database or a queue). Vitest hands out files by project name, then by their last
 * duration, or on a clean clone (no durations yet) by their size: these came last there, and one
 * core waited for the other at the end. Named here, they start first.
 */
const LONG_FIRST = [
  'src/server/team/access.postgres.test.ts',
  'src/server/store/pg/pglite.test.ts',
  'src/node/webhooks.test.ts',
  'src/node/openapi.test.ts',
  'src/node/outbox.test.ts',
  'src/server/store/pg/indexes.test.ts',
];

export class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = LONG_FIRST.findIndex((path) => file.moduleId.endsWith(path));
      return at === -1 ? LONG_FIRST.length : at;
    };
    // A stable sort: the rest keep Vitest's order.
    return sorted.toSorted((a, b) => rank(a) - rank(b));
  }
}

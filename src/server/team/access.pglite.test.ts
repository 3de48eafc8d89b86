// @vitest-environment node
import { describeTeamAccess } from './access-suite';

describeTeamAccess('pglite');

import { z } from 'zod';
import { DUPLICATE_REASONS } from '../duplicates';
import { candidateSchema } from './candidates';
import { idSchema } from './common';

/** Possible duplicates and merging them (docs/api.md). */

/** POST /api/candidates/:id/merge: the candidate merged into `:id`, then erased. */
export const mergeCandidatesSchema = z.strictObject({ otherId: idSchema });

const reasonSchema = z.enum(DUPLICATE_REASONS);

/** GET /api/candidates/duplicates. */
export const duplicateGroupsSchema = z.strictObject({
  groups: z.array(z.strictObject({ candidateIds: z.array(idSchema), reason: reasonSchema })),
});

/** GET /api/candidates/:id/duplicates. */
export const candidateDuplicatesSchema = z.strictObject({
  duplicates: z.array(z.strictObject({ candidate: candidateSchema, reason: reasonSchema })),
});

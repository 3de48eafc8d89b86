import { z } from 'zod';
import { STAGES } from '../enums';
import { PIPELINE_LIMITS, pipelineProblems } from '../pipelines';
import { idSchema } from './common';

/** A job's stages and the organization's pipeline templates: requests, answers, stored rows. */

export const stageCategorySchema = z.enum(STAGES, {
  message: `must be one of ${STAGES.join(', ')}.`,
});

/** A stage's id: letters, digits, `-` and `_` (the default stages' are their categories). */
export const stageIdSchema = z
  .string({ message: 'must be a string.' })
  .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, - or _.')
  .max(PIPELINE_LIMITS.id, `must be at most ${PIPELINE_LIMITS.id} characters.`);

const stageShape = {
  // Its length is checked trimmed, with the rest of the list's rules (pipelineProblems).
  name: z.string({ message: 'must be a string.' }).max(200, 'must be at most 200 characters.'),
  category: stageCategorySchema,
  expectedDays: z
    .number({ message: 'must be a number.' })
    .int('must be a whole number.')
    .min(1, 'must be at least 1.')
    .max(PIPELINE_LIMITS.expectedDays, `must be at most ${PIPELINE_LIMITS.expectedDays}.`)
    .optional(),
};

export const pipelineStageSchema = z.strictObject({ id: stageIdSchema, ...stageShape });

/** A list of stages as a request sends it: new stages without an id; the list's rules in words. */
export const pipelineStagesInputSchema = z
  .array(z.strictObject({ id: stageIdSchema.optional(), ...stageShape }), {
    message: 'must be a list of stages.',
  })
  .superRefine((stages, ctx) => {
    for (const message of pipelineProblems(stages)) ctx.addIssue({ code: 'custom', message });
  });

/** `PUT /api/jobs/:id/stages`: the new list, and where each removed stage's candidates go. */
export const replaceStagesSchema = z.strictObject({
  stages: pipelineStagesInputSchema,
  moveTo: z
    .record(stageIdSchema, stageIdSchema, { message: 'must map stage ids to stage ids.' })
    .optional(),
});

/** A job's stages as kept (and backed up): ids given, the list's rules hold. */
export const storedStagesSchema = z
  .array(pipelineStageSchema, { message: 'must be a list of stages.' })
  .superRefine((stages, ctx) => {
    for (const message of pipelineProblems(stages)) ctx.addIssue({ code: 'custom', message });
  });

export const stagesAnswerSchema = z.strictObject({ stages: z.array(pipelineStageSchema) });

const templateName = z
  .string({ message: 'must be a string.' })
  .trim()
  .min(1, 'Name is required.')
  .max(PIPELINE_LIMITS.name, `must be at most ${PIPELINE_LIMITS.name} characters.`);

/** `POST /api/pipeline-templates` and `PUT /api/pipeline-templates/:id`. */
export const pipelineTemplateInputSchema = z.strictObject({
  name: templateName,
  stages: pipelineStagesInputSchema,
  /** `true`: new jobs start from it (the one that was the default no longer is). */
  isDefault: z.boolean({ message: 'must be true or false.' }).optional(),
});

export const pipelineTemplateSchema = z.strictObject({
  id: idSchema,
  name: templateName,
  stages: z.array(pipelineStageSchema),
  /** The one a new job starts from unless it names another. */
  isDefault: z.boolean(),
});

export const pipelineTemplatesSchema = z.strictObject({
  templates: z.array(pipelineTemplateSchema),
});

export type PipelineTemplate = z.infer<typeof pipelineTemplateSchema>;
export type PipelineTemplateInput = z.infer<typeof pipelineTemplateInputSchema>;
export type ReplaceStagesInput = z.infer<typeof replaceStagesSchema>;

/** The most candidates `GET /api/jobs/:id/attention` lists (`total` tells how many there are). */
export const ATTENTION_MAX = 200;

/** `GET /api/jobs/:id/attention`: candidates longer in their stage than it expects, longest over first. */
export const attentionSchema = z.strictObject({
  candidates: z.array(
    z.strictObject({
      id: idSchema,
      name: z.string(),
      stage: stageCategorySchema,
      stageId: stageIdSchema,
      /** When they entered the stage they are in. */
      since: z.string(),
      daysInStage: z.number().int().min(0),
      expectedDays: z.number().int().min(1),
    }),
  ),
  total: z
    .number()
    .int()
    .min(0)
    .meta({ description: 'How many there are; at most 200 are listed.' }),
});
export type Attention = z.output<typeof attentionSchema>;

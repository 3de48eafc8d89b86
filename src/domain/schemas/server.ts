import { z } from 'zod';

/** The server's own answers: whether it is up, its OpenAPI document, and the chaos switch. */

/** GET /health: the store answers. */
export const healthSchema = z.strictObject({ status: z.literal('ok') });
/** GET /health's 503: the server is up, its store does not answer. */
export const healthUnavailableSchema = z.strictObject({ status: z.literal('unavailable') });

/** GET /openapi.json: its top level; the OpenAPI 3.1 specification describes the rest. */
export const openApiDocumentSchema = z
  .looseObject({
    openapi: z.string(),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.record(z.string(), z.unknown())),
    components: z.record(z.string(), z.unknown()),
  })
  .meta({ description: 'An OpenAPI 3.1 document (https://spec.openapis.org/oas/v3.1.1).' });

/**
 * Artificial latency and failures (PUT /settings/chaos): `latencyMs` delays every answer,
 * `failureRate` (0 to 1) fails that share of writes with a 503. Off is 0 and 0.
 */
export const chaosSettingsSchema = z.strictObject({
  latencyMs: z
    .number({ message: 'must be a number.' })
    .min(0, 'must be 0 or more.')
    .max(60_000, 'must be at most 60000.'),
  failureRate: z
    .number({ message: 'must be a number.' })
    .min(0, 'must be from 0 to 1.')
    .max(1, 'must be from 0 to 1.'),
});

import type { z } from 'zod';
import { OPERATIONS } from '@/server/openapi/operations';

/** The JSON schema operation `key` publishes for an answer of `status`: its answer or its other one. */
export function publishedSchema(key: string, status: number): z.ZodType {
  const operation = OPERATIONS[key];
  if (!operation) throw new Error(`No operation ${key}.`);
  const { answer, otherAnswer } = operation;
  const schema =
    answer.status === status
      ? answer.schema
      : otherAnswer?.status === status
        ? otherAnswer.schema
        : undefined;
  if (!schema) throw new Error(`${key} publishes no JSON answer of status ${status}.`);
  return schema;
}

/**
 * An answer's body parsed by the schema its operation publishes for its status (the operation's
 * own status unless given); a failure names the operation and what does not fit.
 */
export function parsedAsPublished(
  key: string,
  body: unknown,
  status: number = OPERATIONS[key]?.answer.status ?? 200,
): any {
  const parsed = publishedSchema(key, status).safeParse(body);
  expect([key, parsed.error?.issues]).toEqual([key, undefined]);
  return parsed.data;
}

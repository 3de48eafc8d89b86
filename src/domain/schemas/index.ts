/**
 * The HTTP contract as zod schemas: the one source of every request, answer and stored row shape.
 * The server parses with them; everything else derives its types from them (`z.infer`) and never
 * imports them at run time, so zod stays out of the page's bundle.
 */
export * from './accounts';
export * from './api-tokens';
export * from './audit';
export * from './emails';
export * from './notifications';
export * from './offers';
export * from './organization';
export * from './pipelines';
export * from './privacy';
export * from './assessments';
export * from './backup';
export * from './candidate-import';
export * from './candidates';
export * from './common';
export * from './duplicates';
export * from './files';
export * from './interviews';
export * from './jobs';
export * from './rejection';
export * from './scheduling';
export * from './scheduling-links';
export * from './sso';
export * from './scim';
export * from './reports';
export * from './server';
export * from './subject-access';
export * from './tables';
export * from './webhooks';

import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { createApp } from '@/server/app';
import { connectPgStore } from '@/server/store/pg/connect';
import { createTeamAccess } from '@/server/team';

/**
 * The TypeScript types of a team server's OpenAPI document (`npm run openapi:types`), committed
 * as src/test/openapi/schema.d.ts, which the typed client's test is written against. A test
 * makes them again and fails when the committed file differs.
 */

export const TYPES_FILE = fileURLToPath(new URL('../test/openapi/schema.d.ts', import.meta.url));

/** The document a team server serves (it has every route), over an in-memory PGlite. */
export async function teamDocument(): Promise<OpenAPI3> {
  const { store, close } = await connectPgStore({});
  try {
    const app = createApp({ store, team: createTeamAccess({ store }) });
    const answer = await app.fetch(new Request('http://localhost/api/openapi.json'));
    return (await answer.json()) as OpenAPI3;
  } finally {
    await close();
  }
}

/** The types file's text, formatted as the repository formats its files. */
export async function openApiTypes(document: OpenAPI3): Promise<string> {
  const header = [
    '/**',
    ' * The TalentFlow API, as TypeScript types made from a team server’s OpenAPI document.',
    ' * Made by `npm run openapi:types` (src/node/openapi-types.ts): do not edit by hand.',
    ' */',
    '',
  ].join('\n');
  const text = header + astToString(await openapiTS(document));
  const config = await resolveConfig(TYPES_FILE);
  return format(text, { ...config, filepath: TYPES_FILE });
}

/** Writes the committed types file (`npm run openapi:types`, through Vite for its module graph). */
export async function writeOpenApiTypes(): Promise<void> {
  await writeFile(TYPES_FILE, await openApiTypes(await teamDocument()));
}

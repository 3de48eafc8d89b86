// Writes src/test/openapi/schema.d.ts from a team server's OpenAPI document (npm run openapi:types).
// Through Vite, which runs the server's modules as the build does (import.meta.glob included).
import { createServer } from 'vite';

const vite = await createServer({
  configFile: 'vite.server.config.ts',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  logLevel: 'warn',
});
try {
  const { writeOpenApiTypes, TYPES_FILE } = await vite.ssrLoadModule('/src/node/openapi-types.ts');
  await writeOpenApiTypes();
  console.log(`Wrote ${TYPES_FILE}`);
} finally {
  await vite.close();
}

import { copyFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/**
 * The API reference page's script (Scalar's standalone bundle) beside main.js: a production
 * install then needs none of Scalar's packages (src/server/team/api-docs.ts reads it there).
 */
function scalarScript(): Plugin {
  return {
    name: 'talentflow-scalar-script',
    async closeBundle() {
      const main = createRequire(import.meta.url).resolve('@scalar/api-reference');
      await copyFile(
        path.join(path.dirname(main), 'browser', 'standalone.js'),
        fileURLToPath(new URL('./dist-server/scalar-standalone.js', import.meta.url)),
      );
    },
  };
}

/** The team server (src/node/main.ts) as Node modules; its packages load from node_modules. */
export default defineConfig({
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  define: { 'import.meta.env.DEV': 'false' },
  plugins: [scalarScript()],
  build: {
    ssr: true,
    outDir: 'dist-server',
    target: 'node20',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      // The server, and the worker thread that reads files' text (src/node/text-reader.ts starts
      // it from beside main.js).
      input: { main: 'src/node/main.ts', 'text-worker': 'src/node/text-worker.ts' },
      output: { entryFileNames: '[name].js' },
    },
  },
});

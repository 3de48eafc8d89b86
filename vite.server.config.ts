import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';

/** The team server (src/node/main.ts) as one Node module; its packages load from node_modules. */
export default defineConfig({
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  define: { 'import.meta.env.DEV': 'false' },
  build: {
    ssr: 'src/node/main.ts',
    outDir: 'dist-server',
    target: 'node20',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: 'main.js' } },
  },
});

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The layering of architecture.md, enforced: each zone lists what it may not import.
const zones = [
  // domain is the pure core: it imports nothing of ours.
  { target: './src/domain', from: './src', except: ['./domain'], message: 'domain imports nothing of ours.' },
  // api (the HTTP contract) builds on domain only.
  { target: './src/api', from: './src', except: ['./api', './domain'], message: 'api imports only domain.' },
  // server (the backend) builds on domain only, never on UI code.
  { target: './src/server', from: './src', except: ['./server', './domain', './test'], message: 'server imports only domain.' },
  // shared UI and helpers know nothing of features or the app shell.
  { target: ['./src/components', './src/lib'], from: ['./src/features', './src/app', './src/server'], message: 'components and lib never import features, app or server.' },
  // the UI never touches the database or the backend directly: it goes over HTTP.
  { target: ['./src/features', './src/app', './src/components', './src/lib'], from: './src/server', message: 'the UI calls /api over HTTP; it never imports the backend.' },
  // a feature does not import another feature; app composes them.
  ...features.map((name) => ({ target: `./src/features/${name}`, from: './src/features', except: [`./${name}`], message: 'a feature does not import another feature.' })),
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'public/mockServiceWorker.js', 'test-results', 'playwright-report', 'dist-*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['./tsconfig.app.json', './tsconfig.node.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'User text is rendered as text, never as HTML.' },
      ],
    },
  },
  {
    // Tests poke at API answers of any shape.
    files: ['src/test/**', '**/*.test.{ts,tsx}', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**', 'bench/**', 'playwright.config.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);

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
  {
    target: './src/domain',
    from: './src',
    except: ['./domain'],
    message: 'domain imports nothing of ours.',
  },
  // api (the HTTP contract) builds on domain only.
  {
    target: './src/api',
    from: './src',
    except: ['./api', './domain'],
    message: 'api imports only domain.',
  },
  // server (the backend) builds on domain only, never on UI code or a host.
  {
    target: './src/server',
    from: './src',
    except: ['./server', './domain', './test'],
    message: 'server imports only domain.',
  },
  // the API (app, routes, services, seed) reaches storage only through the store interface.
  {
    target: [
      './src/server/app.ts',
      './src/server/access.ts',
      './src/server/events.ts',
      './src/server/errors.ts',
      './src/server/request-log.ts',
      './src/server/routes',
      './src/server/services',
      './src/server/seed',
      './src/server/team',
      './src/server/chaos.ts',
      './src/server/http.ts',
    ],
    from: './src/server/store',
    except: ['./types.ts'],
    message: 'the API knows only the store interface (server/store/types), never a concrete store.',
  },
  // a concrete store builds on domain and the store interface only.
  {
    target: './src/server/store',
    from: './src/server',
    except: ['./store'],
    message: 'a store imports only domain and server/store/types.',
  },
  // team mode's Node-only layer (sessions, passwords) is given to the API by the Node host; the
  // runtime-neutral API and the browser's worker never import it.
  {
    target: [
      './src/server/app.ts',
      './src/server/access.ts',
      './src/server/routes',
      './src/server/services',
      './src/server/seed',
      './src/server/store',
      './src/worker',
    ],
    from: ['./src/server/team', './src/node'],
    message: 'only the Node host brings in team mode (src/server/team) and Node itself.',
  },
  // the Node host serves the built UI; it never imports UI code.
  {
    target: './src/node',
    from: ['./src/features', './src/app', './src/components', './src/worker'],
    message: 'the Node host serves the built UI, it never imports it.',
  },
  // ...but for the résumé text reader, which both homes run (browser mode in a page).
  {
    target: './src/node',
    from: './src/lib',
    except: ['./resume-text'],
    message: 'the Node host imports only src/lib/resume-text of src/lib.',
  },
  // shared UI and helpers know nothing of features or the app shell.
  {
    target: ['./src/components', './src/lib'],
    from: ['./src/features', './src/app', './src/server', './src/worker'],
    message: 'components and lib never import features, app, server or the worker.',
  },
  // the UI never touches the database or the backend directly: it goes over HTTP.
  {
    target: ['./src/features', './src/app', './src/components', './src/lib', './src/api'],
    from: ['./src/server', './src/worker', './src/node'],
    message: 'the UI calls /api over HTTP; it never imports the backend or its hosts.',
  },
  // features never import the app shell; app composes features.
  {
    target: './src/features',
    from: './src/app',
    message: 'a feature never imports the app shell.',
  },
  // a feature does not import another feature; app composes them.
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'a feature does not import another feature.',
  })),
];

/** Code no file may hold (no-restricted-syntax's list: a later block replaces it, never adds). */
const restrictedSyntax = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'User text is rendered as text, never as HTML.',
  },
];

// The screens show every date and time through src/lib/format-date-time, in the browser's locale.
const ONE_DATE_FORMATTER =
  'Dates and times are shown through src/lib/format-date-time (formatDateTime, formatDate, …), in the browser’s locale.';
const dateFormatting = [
  ...['DateTimeFormat', 'RelativeTimeFormat'].flatMap((name) => [
    {
      selector: `NewExpression[callee.object.name='Intl'][callee.property.name='${name}']`,
      message: ONE_DATE_FORMATTER,
    },
    // Called without `new` it is a formatter too; asking it the viewer's time zone is not formatting.
    {
      selector: `CallExpression[callee.object.name='Intl'][callee.property.name='${name}']:not(MemberExpression[property.name='resolvedOptions'] > CallExpression.object)`,
      message: ONE_DATE_FORMATTER,
    },
  ]),
  // A number's toLocaleString is not a date's: only a Date's, made on the spot or given date options.
  {
    selector:
      "CallExpression[callee.property.name='toLocaleString'][callee.object.type='NewExpression'][callee.object.callee.name='Date']",
    message: ONE_DATE_FORMATTER,
  },
  {
    selector:
      "CallExpression[callee.property.name='toLocaleString'] > ObjectExpression > Property[key.name=/^(dateStyle|timeStyle|weekday|era|year|month|day|hour|minute|second|timeZone|timeZoneName)$/]",
    message: ONE_DATE_FORMATTER,
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      'dist-*',
      // CommonJS config of dependency-cruiser (npm run lint runs it after ESLint).
      '.dependency-cruiser.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['./tsconfig.app.json', './tsconfig.node.json', './tsconfig.server.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': ['error', ...restrictedSyntax],
    },
  },
  {
    // React's rules (the React Compiler's analysis behind them is most of the lint's time) where
    // React is: the UI and its tests. The server, the rules in src/domain, the service worker and
    // the Node tools import no React.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**', 'src/domain/**', 'src/node/**', 'src/worker/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The API is written for every JavaScript runtime: no route, service or seed imports a database
    // library, IndexedDB or a mock layer. Only a concrete store (and a host) knows its database.
    files: ['src/server/**/*.ts'],
    ignores: [
      'src/server/store/dexie/**',
      'src/server/store/pg/**',
      'src/server/team/**',
      'src/server/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['dexie', 'dexie/*', 'msw', 'msw/*', 'fake-indexeddb', 'fake-indexeddb/*'],
              message: 'Only a concrete store imports its database library.',
            },
            {
              group: ['node:*'],
              message:
                'The API runs in a service worker too: Node modules belong to the Node host and team mode.',
            },
          ],
        },
      ],
    },
  },
  {
    // The page carries no backend code: the schemas (and zod) reach the UI as types only.
    files: [
      'src/app/**',
      'src/features/**',
      'src/components/**',
      'src/lib/**',
      'src/api/**',
      'src/main.tsx',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/domain/schemas', '@/domain/schemas/*', 'zod', 'zod/*'],
              allowTypeImports: true,
              message:
                'The page uses the schemas for their types only: validation runs in the worker or the server.',
            },
            {
              group: ['dexie', 'msw', 'msw/*'],
              message: 'The page carries no database or mock layer.',
            },
          ],
        },
      ],
    },
  },
  {
    // One date formatter for the screens (src/server and src/domain write dates for emails, in the
    // reader's zone, on their own). Tests work out the text they expect with the platform's own calls.
    files: ['src/app/**', 'src/features/**', 'src/components/**', 'src/lib/**'],
    ignores: ['src/lib/format-date-time.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...restrictedSyntax, ...dateFormatting],
      'no-restricted-properties': [
        'error',
        { property: 'toLocaleDateString', message: ONE_DATE_FORMATTER },
        { property: 'toLocaleTimeString', message: ONE_DATE_FORMATTER },
      ],
    },
  },
  {
    // Tests poke at API answers of any shape.
    files: ['src/test/**', '**/*.test.{ts,tsx}', '**/test/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);

// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Every folder under src/features is a sealed capability. */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const modulePublic = (name, extraEntries = []) => ({
  target: `./src/!(${name})/**/*`,
  from: `./src/${name}/**/*`,
  except: [`**/src/${name}/index.ts`, ...extraEntries.map((entry) => `**/src/${name}/${entry}`)],
  message: `从 ${name}/ 之外只能经由 src/${name}/index.ts 引用（conventions: reach layout, print, scan only through their index.ts${extraEntries.length ? `; also ${extraEntries.join(', ')}` : ''}).`,
});

/** Import directions of ../shared/conventions.md, each with its rule in the message. */
const zones = [
  {
    target: './src/layout',
    from: [
      './src/print',
      './src/scan',
      './src/shared',
      './src/server',
      './src/app',
      './src/features',
    ],
    message:
      'layout imports nothing of ours (only the JSON data of templates/): it is the pure sheet model shared by print and scan.',
  },
  {
    target: [
      './src/print',
      './src/scan',
      './src/shared',
      './src/server',
      './src/ui',
      './src/app',
      './src/features',
    ],
    from: './templates',
    message:
      'templates/ is read only by layout (src/layout/templates validates each versioned file); use what layout exports.',
  },
  {
    target: './src/print',
    from: ['./src/scan', './src/shared', './src/server', './src/app', './src/features'],
    message: 'print imports layout only; print and scan never import each other.',
  },
  {
    target: './src/scan',
    from: ['./src/print', './src/shared', './src/server', './src/app', './src/features'],
    message: 'scan imports layout only; print and scan never import each other.',
  },
  {
    target: './src/shared',
    from: ['./src/print', './src/scan', './src/server', './src/app', './src/features'],
    message: 'shared may import layout only: it is what browser and server both speak.',
  },
  {
    target: './src/ui',
    from: ['./src/app', './src/features', './src/server', './src/print', './src/scan'],
    message: 'ui is the browser kit shared by app and features: it imports shared and layout only.',
  },
  {
    target: ['./src/layout', './src/print', './src/scan', './src/shared', './src/server'],
    from: './src/ui',
    message: 'ui is browser code for app and features only.',
  },
  {
    target: './src/server',
    from: ['./src/app', './src/features'],
    message: 'server never imports app or features (browser code).',
  },
  {
    target: ['./src/layout', './src/print', './src/scan', './src/shared', './src/features'],
    from: './src/app',
    message: 'Only app composes; nothing imports app.',
  },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: `A feature never imports another feature (features/${name}); compose them in src/app.`,
  })),
  modulePublic('layout'),
  modulePublic('print'),
  // scan/acquire/index.ts is scan's browser entry (Dynamsoft, file import); scan/index.ts is the
  // Node-only recogniser (sharp) and must never be bundled into the browser. The acquire fixtures
  // (the Dynamsoft stand-in) are for the scanning feature's tests; synthetic/index.ts draws filled
  // cards as scan images from a layout (the demo exam, the server's test corpora);
  // testing/many-page-tiff.ts writes the many-page TIFFs that the server's page-bound tests need.
  modulePublic('scan', [
    'acquire/index.ts',
    'acquire/*.fixture.ts',
    'synthetic/index.ts',
    'testing/many-page-tiff.ts',
  ]),
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'public/**',
      'tests/.artifacts/**',
      'bench/.out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': 'off',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: [
      'bench/**',
      'tests/**',
      'src/server/server.ts',
      'src/server/worker.ts',
      'src/server/db/cli.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);

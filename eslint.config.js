import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports no engine file may make: core/ runs under plain Node (CLI, serve, tests, benchmarks). */
const notInCore = ['electron', 'react', 'react-dom', 'react-dom/*', 'dompurify'];

/**
 * core/'s layers, lowest first: a folder may import from those before it, never after. (No
 * folder inside a layer shares a layer's name but markdown/, which sources/ may import either way.)
 */
const CORE_LAYERS = [
  'url',
  'catalog',
  'fetch',
  'markdown',
  'store',
  'sources',
  'extract',
  'search',
  'probe',
  'mirror',
  'bundle',
  'feed',
  'api',
  'llms-export',
  'schedule',
  'ui',
  'engine',
];

/** core/'s import rules, plus a folder's own (a later block replaces the rule, so it repeats them). */
function coreRestrictions(patterns = []) {
  return {
    paths: notInCore.map((name) => ({
      name,
      message: 'core/ is plain Node: no Electron, React or DOM.',
    })),
    patterns: [
      {
        group: ['**/cli/**', '**/electron/**', '**/renderer/**'],
        message: 'core/ must not depend on its callers.',
      },
      ...patterns,
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      'eslint.config.js',
      'node_modules/',
      'dist/',
      'cache/',
      'bin/folio',
      '**/fixtures/**',
      'bench/out/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['core/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-restricted-imports': ['error', coreRestrictions()] },
  },
  ...CORE_LAYERS.map((layer, rank) => ({
    // Each layer of core/ knows only those below it: a store that imported the mirror (or a
    // parser that imported the API) would knot the engine back together.
    files: [`core/${layer}/**/*.ts`],
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        coreRestrictions(
          rank === CORE_LAYERS.length - 1
            ? []
            : [
                {
                  group: CORE_LAYERS.slice(rank + 1).map((above) => `**/${above}/**`),
                  message: `core/${layer}/ is below ${CORE_LAYERS.slice(rank + 1).join(', ')}.`,
                },
              ],
        ),
      ],
    },
  })),
  {
    files: ['cli/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['electron', 'react', 'react-dom'].map((name) => ({
            name,
            message: 'cli/ runs headless under plain Node.',
          })),
          patterns: [
            { group: ['**/electron/**', '**/renderer/**'], message: 'cli/ composes core/ only.' },
          ],
        },
      ],
    },
  },
  {
    // The desktop shell composes core/ and Electron; UI code belongs to renderer/.
    files: ['electron/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'dompurify'].map((name) => ({
            name,
            message: 'electron/ is the shell: no UI code here (that is renderer/).',
          })),
          patterns: [
            { group: ['react-dom/*'], message: 'electron/ is the shell: no UI code here.' },
            { group: ['**/cli/**', '**/renderer/**'], message: 'electron/ composes core/ only.' },
          ],
        },
      ],
    },
  },
  {
    // The launcher's JavaScript is type-checked by tsc (checkJs); the type-aware lint rules cannot
    // follow JSDoc casts of JSON.parse, so they are left to the TypeScript files.
    files: ['bin/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The main process's build config is build tooling, not the shell: it shares the CLI build's
    // extraction-worker plugin so both bundles start their workers the same way.
    files: ['electron/electron.vite.config.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // The UI runs in a sandboxed browser page and reaches the engine only through the client:
      // it may take the contract's types from core/, never its code (nor Electron's).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'electron', message: 'renderer/ talks to the shell through window.folio.' },
          ],
          patterns: [
            {
              group: ['**/core/**'],
              allowTypeImports: true,
              message: 'renderer/ may import only types from core/; use the API client.',
            },
            {
              group: ['**/cli/**', '**/electron/**'],
              message: 'renderer/ talks to the engine through the API client.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);

// One lint config. Its main job: keep the folders' allowed imports (ARCHITECTURE.md, "Layers and folders") true.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import fs from 'node:fs';
import { URL } from 'node:url';

const ALL = ['contracts', 'generator', 'preview', 'server', 'worker', 'web', 'e2e'];
const ALLOWED = {
  contracts: [],
  generator: ['contracts'],
  preview: ['contracts', 'generator'],
  server: ['contracts', 'generator'],
  worker: ['contracts', 'generator'],
  web: ['contracts', 'generator', 'preview'],
  e2e: [],
};

function boundaryPatterns(folder) {
  const forbidden = ALL.filter((f) => f !== folder && !ALLOWED[folder].includes(f));
  return [
    ...forbidden.map((f) => ({
      group: [`@droidforge/${f}`, `@droidforge/${f}/*`],
      message: `${folder}/ may not import ${f}/ (ARCHITECTURE.md, Layers and folders).`,
    })),
    { group: ALL.map((f) => `**/../${f}/**`), message: 'Import other folders by package name (@droidforge/x), never by relative path.' },
  ];
}

function boundaryRule(folder) {
  return { files: [`${folder}/**/*.{ts,tsx}`], rules: { 'no-restricted-imports': ['error', { patterns: boundaryPatterns(folder) }] } };
}

// Web features keep their files to themselves: what two features share lives in web/src/api or
// web/src/components. A relative import reaches another feature by climbing out of its own
// folder, so the rule is written per depth (a file n folders deep climbs n times to features/).
const FEATURES = fs.readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

function featureRules(feature) {
  const others = FEATURES.filter((f) => f !== feature).join('|');
  return [1, 2, 3, 4].map((depth) => ({
    files: [`web/src/features/${feature}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...boundaryPatterns('web'),
            {
              regex: `^(\\.\\./){${depth}}(${others})(/|$)|(^|/)features/(${others})(/|$)`,
              message: `${feature}/ may not import another feature's files: move what they share to web/src/api or web/src/components.`,
            },
          ],
        },
      ],
    },
  }));
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.toolchain/**', 'e2e/artifacts/**', '**/*.mjs', '**/golden/**', 'tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Functions stay short enough to read in one screen: split a longer one into named steps. Tests
  // and golden files are exempt.
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/golden/**'],
    rules: { 'max-lines-per-function': ['error', { max: 60 }] },
  },
  ...ALL.map(boundaryRule),
  ...FEATURES.flatMap(featureRules),
  // Shared code stays below the features: web/src/api and web/src/components never import one.
  {
    files: ['web/src/api/**/*.{ts,tsx}', 'web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...boundaryPatterns('web'), { regex: '(^|/)features(/|$)', message: 'Shared code (web/src/api, web/src/components) may not import a feature: move what they share here.' }] },
      ],
    },
  },
  // The process entry point composes server and worker in one process (docs/adr/0003), through the
  // worker's package entry only (worker/src/index.ts), never its inner files.
  {
    files: ['server/src/main.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...ALL.filter((f) => !['contracts', 'generator', 'server', 'worker'].includes(f)).map((f) => ({
              group: [`@droidforge/${f}`, `@droidforge/${f}/*`],
              message: `server/ may not import ${f}/ (ARCHITECTURE.md, Layers and folders).`,
            })),
            { group: ['@droidforge/worker/*'], message: 'Import the worker through its package entry (@droidforge/worker), never its inner files.' },
            { group: ALL.map((f) => `**/../${f}/**`), message: 'Import other folders by package name (@droidforge/x), never by relative path.' },
          ],
        },
      ],
    },
  },
  // The command-line scripts reach the worker the same way: through its package entry.
  {
    files: ['scripts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@droidforge/worker/*'], message: 'Import the worker through its package entry (@droidforge/worker), never its inner files.' }] },
      ],
    },
  },
);

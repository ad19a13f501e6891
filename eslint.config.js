import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import pluginRouter from '@tanstack/eslint-plugin-router'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Every folder of src/features is one capability. */
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'src/routeTree.gen.ts',
      'playwright-report',
      'test-results*',
      '.wrangler',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginRouter.configs['flat/recommended'],
  jsxA11y.flatConfigs.recommended,
  { languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Data flows one way: content, i18n and styles <- components <- features <- routes. A feature
    // never reaches into another (shared pieces move to src/components). The paths are resolved,
    // so every spelling of a path into another feature is caught.
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message:
                'A feature must not import another feature; move shared code to src/components.',
            })),
            {
              target: ['./src/components', './src/content', './src/i18n', './src/styles'],
              from: ['./src/features', './routes'],
              message: 'Shared code must not depend on a feature or a route.',
            },
            {
              target: ['./src/content', './src/i18n', './src/styles'],
              from: './src/components',
              message: 'Content, messages and styles must not depend on components.',
            },
            {
              target: './src/features',
              from: './routes',
              message: 'Features are composed by routes, never the other way round.',
            },
            // The trees: what the app, the Worker, the build and the tests share lives in
            // shared/, which imports nothing of theirs.
            {
              target: './worker',
              from: ['./src', './routes', './tests'],
              message: 'The Worker imports only shared/ and its own files.',
            },
            {
              target: ['./src', './routes'],
              from: './worker',
              message:
                'The app and the build never import the Worker; move what both need to shared/.',
            },
            {
              target: './shared',
              from: ['./src', './routes', './worker', './tests'],
              message: 'shared/ imports nothing of the app, the Worker or the tests.',
            },
          ],
        },
      ],
    },
  },
  {
    // Scripts in plain JavaScript (benchmarks, load runs, build tools) have no type-check: an
    // import of a name their module no longer exports is caught here.
    files: ['**/*.{js,mjs}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: { 'import-x/named': 'error', 'import-x/no-unresolved': 'error' },
  },
  {
    // Playwright fixtures call their continuation `use`, which is not a React hook.
    files: ['tests/e2e/**/*.ts', 'tests/support/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
)

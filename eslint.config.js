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

/**
 * The floors of the app, top first: a floor imports only from the floors below it (and from its
 * own). The build-time code (tools/: it renders the app) is the top, then the entry; `later()` and `useHydrated` (src/lib) sit under
 * everything that uses them; shared/ is the ground.
 */
const floors = [
  ['./tools'],
  ['./src/handover'],
  ['./src/router.tsx', './src/routeTree.gen.ts', './src/App.tsx'],
  ['./routes'],
  ['./src/features', './src/pageHead.ts', './src/devtools.tsx'],
  ['./src/components'],
  ['./src/content', './src/i18n', './src/pages.ts', './src/styles', './src/queryClient.ts'],
  ['./src/lib'],
  ['./shared'],
]

/** Features kept apart, and the trees (app, Worker, tests) meeting only in shared/. */
const apart = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature must not import another feature; move shared code to src/components.',
  })),
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
    message: 'The app never imports the Worker; move what both need to shared/.',
  },
  {
    target: ['./src', './routes', './shared', './worker'],
    from: './tools',
    message:
      "tools/ runs on a developer's machine or at build time: nothing a visitor loads imports it.",
  },
  {
    target: './shared',
    from: ['./src', './routes', './worker', './tests'],
    message: 'shared/ imports nothing of the app, the Worker or the tests.',
  },
]

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
    // A feature never reaches into another (shared pieces move to src/components), and the trees
    // meet only in shared/. The paths are resolved, so every spelling of a path is caught.
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // The files no-cycle reads to follow imports: TypeScript's too.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: apart,
        },
      ],
    },
  },
  {
    // The floors hold for the app's code, and no import of it runs in a circle (tests/integration/
    // floors.test.ts plants both); a test may reach any floor it checks.
    files: ['{tools,src,routes,shared,worker}/**/*.{ts,tsx,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', 'worker/test/**'],
    rules: {
      // A package never imports the app back, so no cycle runs through node_modules: not
      // following imports into packages (their types) halves the lint's time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...apart,
            ...floors.slice(1).map((floor, below) => ({
              target: floor,
              from: floors.slice(0, below + 1).flat(),
              message: 'A floor imports only the floors below it (`floors` in eslint.config.js).',
            })),
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

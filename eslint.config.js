import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import boundaries from './eslint/feature-boundaries.js';
import serverZones from './eslint/server-zones.js';

/**
 * The layout's boundaries are checked here: shared imports from neither side, the client never
 * imports the server, the server never imports the client; inside the client, features meet only
 * through their index.ts and in the directions of `clientFeatures`; no module imports itself back
 * through a cycle; configuration is read from the environment in two files only.
 */
const restrict = (patterns) => ['error', { patterns: patterns.map((group) => ({ group: [group.pattern], message: group.message })) }];

/**
 * The client features and the features each may import (through its index.ts). The table must
 * have no loop (the rule says so if it does): a feature lower in it knows nothing of those above.
 * The advisor page, which needs both advisors and chat, is composed in app/.
 */
const clientFeatures = {
  theme: [],
  newsletter: [],
  contact: [],
  advisors: [],
  invites: ['advisors'],
  auth: ['invites'],
  chat: ['advisors', 'auth'],
  billing: ['auth'],
  account: ['auth', 'billing', 'chat'],
  admin: ['advisors', 'auth'],
  feedback: ['auth'],
  home: ['account', 'advisors', 'auth'],
  pages: ['account', 'auth', 'billing'],
  layout: ['auth', 'newsletter', 'theme'],
  itineraries: ['auth'],
};

/** The server's infrastructure (src/server/<name>): it imports no feature (see the server zone below). */
const serverInfrastructure = ['db', 'http', 'mail', 'llm', 'rate-limits', 'auth', 'jobs', 'config.ts'];

const envMessage = 'Configuration is read in one place: src/server/config.ts on the server, src/client/lib/env.ts in the client.';

export default tseslint.config(
  // eslint/fixtures holds code that breaks the rules on purpose, for eslint/boundaries.test.ts.
  { ignores: ['dist/**', 'node_modules/**', 'playwright-report/**', 'test-results/**', 'data/**', 'drizzle/meta/**', 'eslint/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: envMessage },
        { selector: "MemberExpression[object.type='MetaProperty'][property.name='env']", message: envMessage },
      ],
    },
  },
  {
    // The two configuration files; operator scripts, tests (which set up servers and browsers) and
    // the tools' own config files are exempt: they configure the tooling, not the app.
    files: ['src/server/config.ts', 'src/client/lib/env.ts', 'scripts/**', 'tools/**', 'tests/**', '*.config.ts', '*.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // No import cycles anywhere in the source. Imports carry their extension, so Node's resolution
    // finds every file without a TypeScript resolver.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // import-x reads only .js files for their imports unless told otherwise.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/feature-boundaries': ['error', { dependencies: clientFeatures }] },
  },
  {
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict([
        { pattern: '**/server/**', message: 'The client must not import server code.' },
        { pattern: 'drizzle-orm*', message: 'The client must not import the database layer.' },
        { pattern: 'fastify*', message: 'The client must not import the web server.' },
        { pattern: 'sonner', message: 'Use lib/toast.ts: it loads the toast library on the first toast.' },
      ]),
    },
  },
  {
    files: ['src/client/components/ui/sonner.tsx', 'src/client/lib/toast.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { pattern: '**/client/**', message: 'The server must not import client code.' },
        { pattern: 'react*', message: 'The server does not render React.' },
      ]),
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { pattern: '**/server/**', message: 'shared/ imports from neither side.' },
        { pattern: '**/client/**', message: 'shared/ imports from neither side.' },
        { pattern: 'react*', message: 'shared/ is plain TypeScript, no React.' },
        { pattern: 'node:*', message: 'shared/ runs in the browser too: no Node built-ins.' },
      ]),
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // Server zone: infrastructure knows no feature. These folders and root files serve every feature,
  // so a feature may import them but never the other way: what infrastructure needs from a feature
  // it declares as an interface (auth/invitation-redeemer.ts, llm/crisis-facts.ts), the feature
  // implements it or passes it in, and boot.ts or app/ wires the two (decision 0161). Every other
  // folder of src/server is a feature and every other root file the composition: none is listed, so
  // a new feature folder is covered without an edit here (eslint/server-zones.js).
  {
    files: ['src/server/**/*.ts'],
    plugins: { 'server-zones': serverZones },
    rules: { 'server-zones/infrastructure-knows-no-feature': ['error', { infrastructure: serverInfrastructure }] },
  },
);

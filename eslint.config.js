import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The layout's boundaries are checked here: shared imports from neither side, the client never
 * imports the server, the server never imports the client.
 */
const restrict = (patterns) => ['error', { patterns: patterns.map((group) => ({ group: [group.pattern], message: group.message })) }];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'playwright-report/**', 'test-results/**', 'data/**', 'drizzle/meta/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
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
  // Server zone: infrastructure knows no feature. db, http, mail, llm, rate-limits, auth and config
  // serve every feature, so a feature may import them but never the other way: what infrastructure
  // needs from a feature it declares as an interface (auth/invitation-redeemer.ts), the feature
  // implements it, and boot.ts wires the two together (decision 0161). A new feature folder joins
  // this list. This block replaces the server block's rule for these files, so it repeats its patterns.
  {
    files: ['src/server/{db,http,mail,llm,rate-limits,auth}/**/*.ts', 'src/server/config.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { pattern: '**/client/**', message: 'The server must not import client code.' },
        { pattern: 'react*', message: 'The server does not render React.' },
        ...['account', 'admin', 'advisors', 'app', 'assistant', 'contact', 'conversations', 'feedback', 'invites', 'memories', 'newsletter', 'site', 'boot.ts', 'app.ts', 'main.ts'].flatMap((feature) =>
          ['./', '../', '../../'].map((up) => ({
            pattern: `${up}${feature}${feature.endsWith('.ts') ? '' : '/**'}`,
            message: `Infrastructure (db, http, mail, llm, rate-limits, auth, config) must not import a feature or the composition (here: ${feature}): declare the interface it needs and let the feature implement it, wired in boot.ts or app/ (decision 0161).`,
          })),
        ),
      ]),
    },
  },
);

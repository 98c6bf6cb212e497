/**
 * Who the e2e server knows, set in its environment by playwright.config.ts (so no Playwright
 * import here). The demo admin's password is generated at start and printed only in the server's
 * log, so the tests sign in as an admin the server bootstraps from ADMIN_EMAIL and ADMIN_PASSWORD,
 * the way an operator creates the first admin. The free and Premium demo users keep the README's
 * password; DEMO_ACCOUNTS=on creates them even though ADMIN_EMAIL is set.
 */
export const e2eAdmin = { email: 'e2e-admin@example.com', name: 'Admin', password: 'e2e-admin-long-passphrase' } as const;

/** TEAM_EMAIL of the e2e server: invite-request notices and contact messages go there. */
export const e2eTeamEmail = 'team@example.com';

/** The default server's port (E2E_PORT lets two checkouts run their suites side by side). */
export const e2ePort = Number(process.env.E2E_PORT ?? 4173);

/**
 * The fake Stripe server of the billing specs (tools/fake-stripe), two ports above the default
 * server; the server with Stripe configured is on the port between. The secret signs its webhooks.
 */
export const e2eStripe = { port: e2ePort + 2, apiUrl: `http://127.0.0.1:${e2ePort + 2}`, webhookSecret: 'whsec_e2e_fake_stripe' } as const;

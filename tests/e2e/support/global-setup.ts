import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The server serves the built client and renders the public pages with its server entry; without
 * them every page would be the API's 404, or the public pages would not arrive as HTML.
 */
export default function globalSetup(): void {
  const dist = path.resolve(import.meta.dirname, '../../../dist');
  const missing = ['client/index.html', 'server/entry-server.js'].map((file) => path.join(dist, file)).filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(`The client is not built (${missing.join(', ')} missing). Run \`npm run build\` before \`npx playwright test\`.`);
  }
}

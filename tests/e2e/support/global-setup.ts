import { existsSync } from 'node:fs';
import path from 'node:path';

/** The server serves the built client; without it every page would be the API's 404. */
export default function globalSetup(): void {
  const indexHtml = path.resolve(import.meta.dirname, '../../../dist/client/index.html');
  if (!existsSync(indexHtml)) {
    throw new Error(
      `The client is not built (${indexHtml} is missing). Run \`npx vite build\` (or \`npm run build\`) before \`npx playwright test\`.`,
    );
  }
}

/*
 * `npm run api:types`: regenerates apps/server/test/api-client/plotline-api.ts, the generated
 * client's types, from the document the server serves (docs/api.md, "Build on the API").
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { API_TYPES_FILE, apiTypesOf } from '../apps/server/test/api-client/generate.js';

const tmp = mkdtempSync(join(tmpdir(), 'plotline-api-types-'));
const config = loadConfig({
  NODE_ENV: 'test',
  PUBLIC_URL: 'http://127.0.0.1:3000',
  DATABASE_URL: `sqlite:${join(tmp, 'api-types.db')}`,
  DATA_DIR: tmp,
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: join(tmp, 'no-web'),
});
const app = await buildApp({ config, logger: false });
try {
  await app.ready();
  const response = await app.inject({ method: 'GET', url: '/api/docs/json', headers: { host: '127.0.0.1:3000' } });
  writeFileSync(API_TYPES_FILE, await apiTypesOf(response.json()));
  console.log(`wrote ${API_TYPES_FILE}`);
} finally {
  await app.close();
  rmSync(tmp, { recursive: true, force: true });
}

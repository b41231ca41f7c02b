/*
 * `npm run api:types`: regenerates apps/server/test/api-client/plotline-api.ts, the generated
 * client's types, from the document the server serves (docs/api.md, "Build on the API").
 */
import { writeFileSync } from 'node:fs';
import { API_TYPES_FILE, apiTypesOf } from '../apps/server/test/api-client/generate.js';
import { startAppInProcess } from './server-kit.js';

const server = await startAppInProcess({ name: 'api-types' });
const { app } = server;
try {
  await app.ready();
  const response = await app.inject({ method: 'GET', url: '/api/docs/json', headers: { host: '127.0.0.1:3000' } });
  writeFileSync(API_TYPES_FILE, await apiTypesOf(response.json()));
  console.log(`wrote ${API_TYPES_FILE}`);
} finally {
  await server.close();
}

import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from './harness.js';

/*
 * The served OpenAPI document passes Redocly's recommended rules (docs/decisions.md D34): the
 * document is written where .redocly.lint-ignore.yaml expects it and linted with the repository's
 * redocly.yaml, as `npx redocly lint` would from the repository root.
 */

const root = resolve(import.meta.dirname, '../../..');
const documentPath = join(root, '.tmp/openapi/plotline-api.json');
const redoclyCli = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
interface Document {
  servers?: { url: string }[];
  security?: Record<string, string[]>[];
  paths: Record<string, Record<string, Operation>>;
}

describe('the OpenAPI document', () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let document: Document;
  let operations: [string, Operation][];

  beforeAll(async () => {
    app = await startTestApp('sqlite');
    const response = await app.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
    operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]): [string, Operation] => [`${method.toUpperCase()} ${path}`, operation]),
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  it("passes `redocly lint` with the recommended rules", async () => {
    mkdirSync(dirname(documentPath), { recursive: true });
    writeFileSync(documentPath, JSON.stringify(document, null, 2));
    const lint = promisify(execFile)(process.execPath, [redoclyCli, 'lint', documentPath, '--format=json'], {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
    });
    // A problem makes the CLI exit non-zero: its JSON report (on stdout) is what the failure shows.
    const { stdout } = await lint.catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string }[] };
    expect(report.problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);

  it('names the server by PUBLIC_URL', () => {
    expect(document.servers?.map((server) => server.url)).toEqual([app.config.publicUrl]);
  });

  it('gives every operation a unique operationId, a summary and a tag', () => {
    const ids = operations.map(([, operation]) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.filter(([, operation]) => !operation.summary || !operation.tags?.length).map(([name]) => name)).toEqual([]);
    const byName = Object.fromEntries(operations.map(([name, operation]) => [name, operation.operationId]));
    expect(byName).toMatchObject({
      'GET /api/v1/projects': 'listProjects',
      'POST /api/v1/projects/{id}/timelines/{timelineId}/events': 'createEvent',
      'PUT /api/v1/dragdrop/events/{eventId}/move': 'moveEvent',
    });
  });

  it('accepts the session cookie or a Bearer token on every /api/v1 operation', () => {
    expect(document.security).toEqual([{ session: [] }, { bearer: [] }]);
    const overridden = operations.filter(([name, operation]) => name.includes(' /api/v1/') && operation.security);
    // The one exception: what a public link shows, read by people who never sign in (docs/decisions.md D42).
    expect(overridden.map(([name]) => name)).toEqual(['GET /api/v1/public/{secret}']);
  });

  it('answers every error of every operation with the one Error schema', () => {
    const offSchema = operations.flatMap(([name, operation]) =>
      Object.entries(operation.responses)
        .filter(([status]) => Number(status) >= 400)
        .filter(([, response]) => response.content?.['application/json']?.schema?.$ref !== '#/components/schemas/Error')
        .map(([status]) => `${name} ${status}`),
    );
    expect(offSchema).toEqual([]);
    const apiWithout401 = operations.filter(([name, operation]) => name.includes(' /api/v1/') && !operation.responses['401']);
    expect(apiWithout401.map(([name]) => name)).toEqual([]);
    const update = document.paths['/api/v1/projects/{id}/timelines/{timelineId}/events/{eventId}']?.put;
    expect(Object.keys(update?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '409', '413']));
  });
});

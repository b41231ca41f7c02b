import Fastify, { type FastifyReply } from 'fastify';
import swagger from '@fastify/swagger';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { swaggerOptions } from '../src/lib/openapi.js';
import { checkResponsesAgainstDocument, type ResponseContract } from './openapi-contract.js';

/*
 * The harness's response check (docs/decisions.md D34) on a small app whose routes break their own
 * documentation on request: it must report exactly the answers the document does not describe.
 */

describe('the response check against the OpenAPI document', () => {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  let contract: ResponseContract;

  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(swagger, swaggerOptions(loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://127.0.0.1:3000' })));
    contract = checkResponsesAgainstDocument(app as unknown as App);
    const item = z.object({ success: z.literal(true), data: z.object({ name: z.string() }) });
    app.get(
      '/api/v1/items/:id',
      { schema: { operationId: 'getItem', summary: 'An item', tags: ['items'], params: z.object({ id: z.string() }), response: { 200: item } } },
      async (request, reply) => {
        // Sent untyped, as text, so neither the types nor the serializer can fix what the route gets wrong.
        const raw = (status: number, text: string) => (reply as FastifyReply).code(status).type('application/json').serializer(String).send(text);
        const { id } = request.params;
        if (id === 'wrong-body') return raw(200, '{"success":true,"data":{"name":7}}');
        if (id === 'teapot') return raw(418, '{}');
        if (id === 'missing') return raw(404, '{"success":false,"message":"Not found","code":"NOT_FOUND"}');
        if (id === 'bad-error') return raw(404, '{"success":false,"message":"Not found"}');
        return { success: true as const, data: { name: 'Release' } };
      },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('accepts answers the document describes', async () => {
    await app.inject({ url: '/api/v1/items/fine' });
    await app.inject({ url: '/api/v1/items/missing' });
    // Paths no operation describes are not its business.
    await app.inject({ url: '/nowhere' });
    expect(contract.take()).toEqual([]);
  });

  it('reports a body the schema refuses, an undocumented status and an error without its code', async () => {
    await app.inject({ url: '/api/v1/items/wrong-body' });
    await app.inject({ url: '/api/v1/items/teapot' });
    await app.inject({ url: '/api/v1/items/bad-error' });
    const mismatches = contract.take();
    expect(mismatches).toHaveLength(3);
    expect(mismatches[0]).toMatch(/^GET \/api\/v1\/items\/\{id\} answered 200 with a body the document does not describe: .*name must be string/);
    expect(mismatches[1]).toMatch(/answered 418, a status the document does not list \(200, 400, 401, 404, 421, 500\)/);
    expect(mismatches[2]).toMatch(/answered 404 with a body .*must have required property 'code'/);
    expect(contract.take()).toEqual([]);
  });
});

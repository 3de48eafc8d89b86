import { z } from 'zod';
import { allow } from '../access';
import { DomainError, domainErrorResponse } from '../errors';
import { ApiRoutes, apiRoutes, createRoute, ids, jsonRequest, ok, undescribedRoutes } from './define';

/**
 * A route mounted from its definition reads its input as every TalentFlow route always has: the
 * JSON body whatever its Content-Type, a query's first values, ids in words; and a route mounted
 * any other way is named, so that the document and the route-by-role suite miss none.
 */
function app() {
  const routes = new ApiRoutes().handle(
    createRoute({
      method: 'post',
      path: '/things/:id',
      operationId: 'saveThing',
      tags: ['Things'],
      summary: 'Save a thing',
      middleware: allow('public'),
      request: {
        params: ids({ id: 'Thing' }),
        query: z.object({ mode: z.enum(['a', 'b']).optional() }),
        body: jsonRequest(z.strictObject({ name: z.string().min(1, 'must not be empty.') })),
      },
      noun: 'Thing',
      responses: { 200: ok(z.object({ id: z.number(), mode: z.string(), name: z.string() })) },
    }),
    (c) =>
      c.json({
        id: c.req.valid('param').id,
        mode: c.req.valid('query').mode ?? 'none',
        name: c.req.valid('json').name,
      }),
  );
  routes.use('*', async (c, next) => {
    c.set('visitor', { kind: 'local' });
    await next();
  });
  routes.onError((error) =>
    error instanceof DomainError ? domainErrorResponse(error) : new Response('', { status: 500 }),
  );
  return routes;
}

async function post(path: string, body: string, headers: Record<string, string> = {}) {
  const answer = await app().request(path, { method: 'POST', body, headers });
  return { status: answer.status, body: await answer.json() };
}

describe('a route described once', () => {
  it('reads a JSON body whatever its Content-Type, and a query’s first value', async () => {
    const answer = await post('/things/7?mode=b&mode=a', '{"name":"Anvil"}', {
      'Content-Type': 'text/plain',
    });
    expect(answer).toEqual({ status: 200, body: { id: 7, mode: 'b', name: 'Anvil' } });
    expect((await post('/things/7', '{"name":"Anvil"}')).status).toBe(200);
  });

  it('answers bad input with the 400 that names it, in words', async () => {
    const message = async (path: string, body: string) => {
      const answer = await post(path, body, { 'Content-Type': 'application/json' });
      expect(answer.status).toBe(400);
      return answer.body.error.message as string;
    };
    expect(await message('/things/0', '{"name":"Anvil"}')).toBe(
      'Thing id must be a positive whole number.',
    );
    expect(await message('/things/7?mode=c', '{"name":"Anvil"}')).toMatch(/^Query field "mode": /);
    expect(await message('/things/7', '{"name":""}')).toBe(
      'Thing field "name": must not be empty.',
    );
    expect(await message('/things/7', '{"name":')).toBe('Request body must be valid JSON.');
    expect(await message('/things/7', '{"__proto__":{},"name":"Anvil"}')).toBe(
      'Request body must not use the key "__proto__" anywhere.',
    );
  });

  it('lists its routes from their definitions, and names a route that has none', () => {
    const routes = app();
    expect(apiRoutes(routes).map(({ method, path, need }) => [method, path, need])).toEqual([
      ['POST', '/things/:id', 'public'],
    ]);
    expect(undescribedRoutes(routes)).toEqual([]);
    routes.get('/things', allow('read'), (c) => c.json([]));
    expect(undescribedRoutes(routes)).toEqual(['GET /things']);
  });
});

import { backends, setupApp } from './helper';

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }>; description?: string }>;
}
type OpenApiDocument = { openapi: string; info: { title: string }; paths: Record<string, Record<string, Operation>> };

/** Fastify's `/v2/draw/details/:offerKey/:drawNo` as OpenAPI writes it: `/v2/draw/details/{offerKey}/{drawNo}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
/** Routes in the signed scopes (app/scopes.ts); the benefits page is opened from a mailed link, unsigned. */
const signedRoute = (url: string) => /^\/(v2|social\/v3|membership|placement|migration)\//.test(url) && !url.startsWith('/membership/benefits/sso/');

// One backend is enough: the document depends on the routes, not on the database.
describe.each(backends().slice(0, 1))('the OpenAPI document on %s', (backend) => {
  const t = setupApp(backend);
  let document: OpenApiDocument;

  beforeAll(async () => {
    const response = await t.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });

  it('is OpenAPI 3.1, served beside /discover, with a readable reference at /docs', async () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Drawfront API');
    const reference = await t.inject({ method: 'GET', url: '/docs' });
    expect(reference.statusCode).toBe(200);
    expect(reference.headers['content-type']).toMatch(/text\/html/);
    // Every path of the document is on the page, and nothing from the document is taken as markup.
    expect(reference.body).toContain('<code>/v2/cart/purchase</code>');
    expect(reference.body).not.toMatch(/<script/i);
  });

  it('lists the answers hooks and the framework give before a handler, on every route they cover', () => {
    const problems: string[] = [];
    for (const route of t.app.documentedRoutes) {
      const responses = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()]?.responses ?? {};
      const expected = [400, 422, 431, ...(route.url.includes(':') ? [414] : []), ...(BODY_METHODS.has(route.method) || route.method === 'DELETE' ? [413, 415] : []), ...(signedRoute(route.url) ? [401, 404] : [])];
      const missing = expected.filter((status) => !(String(status) in responses));
      if (missing.length > 0) problems.push(`${route.method} ${route.url}: ${missing.join(', ')}`);
    }
    expect(problems).toEqual([]);
    // A route's own schema for a status is kept: the checkout's 409 names payment_in_progress's shape.
    expect(Object.keys(document.paths['/v2/cart/deposit_purchase']?.post?.responses ?? {})).toEqual(expect.arrayContaining(['201', '409']));
  });

  it('describes every registered route, each with its request and response schemas', () => {
    const problems: string[] = [];
    const routes = t.app.documentedRoutes;
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) {
        problems.push(`${name}: missing from the document`);
        continue;
      }
      // A success answer names its body's schema; only 204 and redirects may have none.
      const answers = Object.entries(operation.responses ?? {}).filter(([status]) => /^[23]/.test(status));
      const described = answers.filter(([status, answer]) => status === '204' || status.startsWith('3') || Object.values(answer.content ?? {}).some((c) => c.schema !== undefined));
      if (described.length === 0) problems.push(`${name}: no success response schema`);
      const params = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);
      for (const param of params) {
        if (!operation.parameters?.some((p) => p.in === 'path' && p.name === param)) problems.push(`${name}: path parameter ${param} has no schema`);
      }
      const schema = route.schema as { body?: unknown } | undefined;
      if (BODY_METHODS.has(route.method) && schema?.body !== undefined && !operation.requestBody) problems.push(`${name}: body schema missing from the document`);
    }
    expect(problems).toEqual([]);
  });

  it('documents the error shape on a refusal, and a money-moving call with its body', () => {
    const purchase = document.paths['/v2/cart/purchase']?.post;
    expect(purchase?.requestBody).toBeDefined();
    expect(Object.keys(purchase?.responses ?? {})).toEqual(expect.arrayContaining(['201', '422']));
    const refusal = JSON.stringify(purchase?.responses?.['422']);
    expect(refusal).toContain('messages');
  });
});

import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';

const BLANK_PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Drawfront</title></head><body></body></html>\n';

/**
 * `GET /blank.html` (groups spec §7 "GET /blank.html (heartbeat)"): the page the shell requests every 60 s while
 * the customer is active, so an edge or load balancer sees the visit alive. Served on the shell's origin (by this
 * process under `npm start`, proxied by the nginx edge), never cached so each beat reaches the server.
 */
export const heartbeatRoutes: FastifyPluginAsync = async (app) => {
  app.get('/blank.html', { schema: { response: { 200: Type.String() } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return reply.type('text/html; charset=utf-8').send(BLANK_PAGE);
  });
};

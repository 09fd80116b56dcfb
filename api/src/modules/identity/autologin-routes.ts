import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { errorResponses } from '../../plugins/error-response';
import { siteOf } from '../../plugins/site-resolution';
import { AutologinBodySchema } from './autologin-schemas';
import type { AutologinService, SignInLinkKind } from './autologin-service';
import { LoginResultSchema } from './schemas';

const secondOf = (body: Static<typeof AutologinBodySchema>) => ({
  otp: body.otp,
  deviceUuid: body.deviceUuid,
  rememberDevice: body.rememberDevice === undefined ? undefined : body.rememberDevice === true || body.rememberDevice === 'true',
});

/**
 * Sign-in links under /v2 (groups spec §7): `POST /autologin` (an emailed link, JSON) and `POST /transfer`
 * (a partner page's hand-over, sent as a form); each answers as `/login` does, `2fa_required` included.
 */
export const autologinRoutes: FastifyPluginAsyncTypebox<{ autologin: AutologinService }> = async (app, { autologin }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  for (const kind of ['autologin', 'transfer'] as const satisfies readonly SignInLinkKind[]) {
    app.post(
      `/${kind}`,
      { schema: { body: AutologinBodySchema, response: { 200: LoginResultSchema, ...errorResponses(400, 401, 403, 404, 410, 415, 422) } } },
      async (request) => autologin.signIn(siteOf(request).site, request.body.autologinToken, kind, secondOf(request.body)),
    );
  }
};

import type { FastifyServerOptions } from 'fastify';
import { redact, redactValue } from '../payments/redact';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * pino options whose every logged object, serialized request/response/error and message string goes
 * through `redactValue` / `redact`, so a card number (or a CSC field) can never reach a log line.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    serializers: {
      // Fastify hands this its request (or, in some paths, the raw IncomingMessage): read either defensively.
      req: (request) => {
        const raw = (request as unknown as { raw?: { url?: string } }).raw;
        const url = request.url ?? raw?.url ?? '';
        return { method: request.method, url: redact(String(url)), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
      },
      res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
      err: (error) => {
        const safe = redactValue(error) as Record<string, unknown>;
        return { ...safe, type: error.name, message: String(safe.message ?? ''), stack: String(safe.stack ?? '') };
      },
    },
    // req, res and err are left to their serializers above (which redact): a deep copy here would lose the request's getters.
    formatters: {
      log: (object: Record<string, unknown>) => {
        const { req, res, err, ...rest } = object;
        const safe = redactValue(rest) as Record<string, unknown>;
        if (req !== undefined) safe.req = req;
        if (res !== undefined) safe.res = res;
        if (err !== undefined) safe.err = err;
        return safe;
      },
    },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? redact(arg) : arg)) as Parameters<typeof method>);
      },
    },
  };
}

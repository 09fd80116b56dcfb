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
      req: (request) => ({ method: request.method, url: redact(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort }),
      res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
      err: (error) => {
        const safe = redactValue(error) as Record<string, unknown>;
        return { ...safe, type: error.name, message: String(safe.message ?? ''), stack: String(safe.stack ?? '') };
      },
    },
    formatters: { log: (object: Record<string, unknown>) => redactValue(object) as Record<string, unknown> },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? redact(arg) : arg)) as Parameters<typeof method>);
      },
    },
  };
}

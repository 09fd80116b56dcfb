// Mail transports for tests: the MailTransport interface a real one (SMTP) plugs into, held in memory.
import type { MailTransport, OutgoingMail } from '../src/modules/outbox/transport';

export interface MemoryTransport extends MailTransport {
  /** Every message accepted, in order. */
  readonly sent: OutgoingMail[];
  /** The next `times` sends throw `error` (then sends succeed again). */
  failNext(times: number, error?: Error): void;
}

/** Accepts every message into `sent`, after `delayMs` (so that concurrent senders really overlap). */
export function memoryTransport(options: { name?: string; delayMs?: number } = {}): MemoryTransport {
  const sent: OutgoingMail[] = [];
  let failures: { times: number; error: Error } = { times: 0, error: new Error('unused') };
  return {
    name: options.name ?? 'memory',
    sent,
    failNext(times, error = new Error('connect ECONNREFUSED 127.0.0.1:25')) {
      failures = { times, error };
    },
    async send(mail) {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (failures.times > 0) {
        failures.times -= 1;
        throw failures.error;
      }
      sent.push(mail);
    },
  };
}

/** A clock that stands still until moved (lib/clock's manualClock, for the suites written before it). */
export function stoppedClock(start: Date) {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    advance(ms: number) {
      at += ms;
    },
  };
}

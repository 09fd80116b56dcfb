import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { insertEvent } from './repository';
import type { AnalyticsEventRow } from './repository';

export type EventService = ReturnType<typeof createEventService>;

/** Analytics events stored for reporting, each under a new id, at the clock's time. */
export function createEventService(db: Database, options: { now: () => Date }) {
  return {
    /** Stores one event and answers its id. */
    async record(event: Pick<AnalyticsEventRow, 'siteKey' | 'eventType' | 'name' | 'payload'>): Promise<string> {
      const id = randomUUID();
      await insertEvent(db, { id, ...event, createdAt: options.now() });
      return id;
    },
  };
}

import type { Database } from '../../db/client';
import type { RouteScope } from '../../plugins/module-plugin';
import type { ContentService } from '../content/service';
import { eventRoutes } from './routes';
import { createEventService } from './service';
import type { EventService } from './service';

/** The events service: feedback goes to the content service, other analytics events are stored. */
export const eventsPlugin = {
  build: ({ db, now }: { db: Database; now: () => Date }) => createEventService(db, { now }),
  routes: {
    events: (scope: RouteScope, { content, events }: { content: ContentService; events: EventService }) => scope.register(eventRoutes, { content, events }),
  },
};

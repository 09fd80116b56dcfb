import { Subject, filter, type Observable } from 'rxjs';
import type { DrawfrontEvent, DrawfrontEventType, EventOf } from './events';
import { validateEvent } from './validate-event';

/** The one bus of a page: owned by the shell, handed to every remote in its mount props. */
export interface EventBus {
  emit(event: DrawfrontEvent): void;
  on<T extends DrawfrontEventType>(type: T): Observable<EventOf<T>>;
  readonly events$: Observable<DrawfrontEvent>;
}

export interface EventBusOptions {
  /** Check every emitted event's shape at run time (on in development, where a wrong payload is a bug to see early). */
  validate?: boolean;
}

/** Creates an event bus. Invalid events throw in validating mode so the emitting remote's error boundary shows it. */
export function createEventBus(options: EventBusOptions = {}): EventBus {
  const subject = new Subject<DrawfrontEvent>();
  return {
    emit(event) {
      if (options.validate) {
        const problem = validateEvent(event);
        if (problem) throw new TypeError(`Invalid bus event ${JSON.stringify((event as { type?: unknown }).type)}: ${problem}`);
      }
      subject.next(event);
    },
    on<T extends DrawfrontEventType>(type: T) {
      return subject.pipe(filter((event): event is EventOf<T> => event.type === type));
    },
    events$: subject.asObservable(),
  };
}

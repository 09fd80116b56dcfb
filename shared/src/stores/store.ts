import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';

/** A value several places show, with a synchronous read and a stream of changes. */
export interface Store<T> {
  get(): T;
  set(next: T): void;
  update(change: (current: T) => T): void;
  readonly value$: Observable<T>;
}

/** Creates a BehaviorSubject-backed store; subscribers get the current value at once, then each change. */
export function createStore<T>(initial: T): Store<T> {
  const subject = new BehaviorSubject<T>(initial);
  return {
    get: () => subject.getValue(),
    set: (next) => subject.next(next),
    update: (change) => subject.next(change(subject.getValue())),
    value$: subject.asObservable().pipe(distinctUntilChanged()),
  };
}

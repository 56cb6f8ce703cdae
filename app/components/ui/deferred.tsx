import { Suspense, type ReactNode } from "react";
import { Await } from "react-router";

/** Loader data that was ready with the page's critical data, or still on its way (React Router streams it). */
export type DeferredValue<T> = T | Promise<T>;

/**
 * Renders a value that may still be loading: at once when it is there (no Suspense boundary, so the
 * HTML is what it would be without deferral), else the fallback first and the value when it streams in.
 */
export function Deferred<T>({
  value,
  fallback = null,
  children,
}: {
  value: DeferredValue<T>;
  fallback?: ReactNode;
  children: (value: T) => ReactNode;
}) {
  if (!(value instanceof Promise)) return children(value);
  return (
    <Suspense fallback={fallback}>
      <Await resolve={value}>{(resolved: T) => children(resolved)}</Await>
    </Suspense>
  );
}

/**
 * `{ value }` holding the value when the promise has settled by the next turn of the event loop, else
 * the promise itself (boxed: an async function returning a promise would wait for it).
 */
export async function settledOrPending<T>(promise: Promise<T>): Promise<{ value: DeferredValue<T> }> {
  const pending = Symbol("pending");
  const first = await Promise.race([
    promise.then((value) => ({ value })),
    new Promise<typeof pending>((resolve) => setTimeout(() => resolve(pending), 0)),
  ]);
  return first === pending ? { value: promise } : first;
}

// The shared renders under way, one per page (docs/decisions/0086: concurrent misses of one page render once):
// each request that misses a page meanwhile waits for its render, at most `waitMs` (docs/decisions/0122). A render
// that never settles must not hold every later visitor of the page with it: past the wait, the request renders
// its own, the render is no longer waited on (the next miss starts afresh), and an error names the page and where
// its render stood.
import { logger } from "@platform/logger";
import type { PageKey } from "./page-key";
import type { RenderPhase } from "./shared-render";

/** A shared render under way, and where it stands (its loaders and React, its body, gzip): logged if a request stops waiting. */
export type RenderInFlight<T> = { readonly outcome: Promise<T>; readonly phase: RenderPhase };

export type WaitHandlers<T> = {
  /** The render settled within the wait. */
  settled(result: T): void;
  /** The render failed within the wait. */
  failed(error: unknown): void;
  /** The wait ended first: the request renders its own page. */
  gaveUp(): void;
};

export type RendersInFlight<T> = {
  /** The render of the page under `key` under way, if any. */
  get(key: string): RenderInFlight<T> | undefined;
  /** Starts `run` as the render of the page under `key`, waited on until it settles or a request gives up on it. */
  start(key: string, run: (setPhase: (phase: RenderPhase) => void) => Promise<T>): RenderInFlight<T>;
  /** Waits at most `waitMs` for `render`, the render of `page`, then tells `handlers` how it went. */
  wait(page: PageKey, render: RenderInFlight<T>, handlers: WaitHandlers<T>): void;
};

export function createRendersInFlight<T>(waitMs: number): RendersInFlight<T> {
  const inflight = new Map<string, RenderInFlight<T>>();

  function start(key: string, run: (setPhase: (phase: RenderPhase) => void) => Promise<T>): RenderInFlight<T> {
    let phase: RenderPhase = "render";
    const outcome = run((next) => {
      phase = next;
    });
    const render: RenderInFlight<T> = {
      outcome,
      get phase() {
        return phase;
      },
    };
    inflight.set(key, render);
    const done = () => {
      if (inflight.get(key) === render) inflight.delete(key);
    };
    outcome.then(done, done);
    return render;
  }

  function wait(page: PageKey, render: RenderInFlight<T>, handlers: WaitHandlers<T>) {
    let gaveUp = false;
    // A shared render that never settles: this request renders its own, and the next miss starts afresh.
    const giveUp = setTimeout(() => {
      gaveUp = true;
      if (inflight.get(page.key) === render) inflight.delete(page.key);
      logger.error(
        { url: page.url, phase: render.phase, renders: inflight.size },
        `Кэш страниц: страница ${page.url} не отрисовалась за ${String(waitMs / 1000).replace(".", ",")} с, запрос отрисует её сам`,
      );
      handlers.gaveUp();
    }, waitMs);
    render.outcome.then(
      (result) => {
        clearTimeout(giveUp);
        if (!gaveUp) handlers.settled(result);
      },
      (error: unknown) => {
        clearTimeout(giveUp);
        if (!gaveUp) handlers.failed(error);
      },
    );
  }

  return { get: (key) => inflight.get(key), start, wait };
}

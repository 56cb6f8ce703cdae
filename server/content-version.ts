// The content version the page cache keeps its pages under (docs/decisions/0086, "Invalidation follows the
// content"): read every `pollMs`, and at once after a write went through this process; a version that moved
// calls `onChange` (the cache forgets every kept page). Until the first read, while writes are unread and while
// the version cannot be read, the cache keeps nothing new.
import { logger } from "@platform/logger";

export type ContentVersionOptions = {
  /** The version of everything pages show; equal strings, the same pages. */
  read: () => Promise<string>;
  pollMs: number;
  /** Called when the version moved (not at the first read), before the change is logged. */
  onChange: () => void;
};

export type ContentVersion = {
  /** The version last read; null until a read answered. */
  readonly current: string | null;
  /** Whether the last read failed: pages already kept are served until their lifetime ends, nothing new is kept. */
  readonly failing: boolean;
  /** Whether pages may be served and kept: the version is known and every write through this process was read since. */
  readonly settled: boolean;
  /** A write went through this process, answered with `status` (see `PageCache.noteWrite`). */
  noteWrite(status: number): void;
  /** Reads the version now and then every `pollMs`; resolves after the first read. */
  start(): Promise<void>;
  stop(): void;
};

export function watchContentVersion(opts: ContentVersionOptions): ContentVersion {
  let version: string | null = null;
  let timer: NodeJS.Timeout | undefined;
  let failing = false;
  // A database that stops answering leaves a poll pending until its query times out: the timer waits for it.
  let polling = false;
  // Writes whose effect on the version has not been read yet.
  let unreadWrites = 0;

  async function poll(): Promise<void> {
    const writesBefore = unreadWrites;
    try {
      const next = await opts.read();
      if (failing) logger.info("Кэш страниц: версия содержимого снова читается");
      failing = false;
      if (version !== null && next !== version) {
        opts.onChange();
        logger.info({ from: version, to: next }, "Кэш страниц: содержимое изменилось, страницы будут отрисованы заново");
      }
      version = next;
      unreadWrites -= writesBefore;
    } catch (error) {
      // Pages already kept are served until their lifetime ends; nothing new is kept under an unknown version.
      if (!failing) logger.warn({ err: error }, "Кэш страниц: не удалось прочитать версию содержимого");
      failing = true;
    }
  }

  return {
    get current() {
      return version;
    },
    get failing() {
      return failing;
    },
    get settled() {
      return version !== null && !(unreadWrites > 0);
    },
    noteWrite(status) {
      if (version === null || status >= 400) return;
      unreadWrites += 1;
      void poll();
    },
    async start() {
      await poll();
      timer ??= setInterval(() => {
        if (polling) return;
        polling = true;
        void poll().finally(() => {
          polling = false;
        });
      }, opts.pollMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}

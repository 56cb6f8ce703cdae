// The pages the cache keeps (docs/decisions/0086, "Bounds and keys"): at most `maxBytes` of them, every encoding
// counted, the least recently used forgotten first; each page's brotli copy follows its keeping, one page at a
// time (docs/decisions/0122).
//
// lru-cache keeps the order of use and the bound (`maxSize`, each page's size its identity and gzip bytes). A size
// is fixed there when a page is set, and setting it again would make it the most recently used: a brotli copy,
// which comes later, is no use of the page. So the brotli copies' bytes are counted here beside lru-cache, dropped
// with their page (`dispose`), and the least recently used pages go (`pop`) until the copies fit too. A page whose
// identity and gzip alone exceed `maxBytes` is not kept (lru-cache's `maxEntrySize`) and the others stay.
import type { OutgoingHttpHeaders } from "node:http";
import zlib from "node:zlib";
import { LRUCache } from "lru-cache";
import { logger } from "@platform/logger";

/** One page as every visitor of its variant gets it. */
export type KeptPage = {
  key: string;
  url: string;
  variant: string;
  version: string;
  renderedAt: number;
  /** How long it is served as it is, then while it is rendered anew: a degraded page's are short. */
  freshMs: number;
  staleMs: number;
  status: number;
  /**
   * Every header of the answer but its ETag, encoding, length and age: the security headers the web
   * app set on the first answer (its CSP allowing the page's inline scripts by hash instead of the
   * render's nonce), the page's own (content type …) and the cache's.
   */
  head: OutgoingHttpHeaders;
  /** The security headers as the web app set them (its CSP with a nonce), for the page's next render. */
  security: OutgoingHttpHeaders;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br?: Buffer;
};

export type PageStore = {
  /** The page kept under `key`, without counting it as used. */
  peek(key: string): KeptPage | undefined;
  /** Counts the page kept under `key` as used: the least recently used go first. */
  markUsed(key: string): void;
  /** Keeps a page (replacing the one under its key), then compresses it with brotli when its turn comes. */
  keep(page: KeptPage): void;
  /** Forgets every page, and the brotli work queued for them. */
  forgetAll(): void;
  readonly entries: number;
  /** The bytes of the kept pages, all encodings counted. */
  readonly bytes: number;
};

// Looked up per call (not promisified once), so a test can watch how many run at a time.
const brotli = (body: Buffer, options: zlib.BrotliOptions) =>
  new Promise<Buffer>((resolve, reject) => zlib.brotliCompress(body, options, (error, out) => (error ? reject(error) : resolve(out))));

export function createPageStore(maxBytes: number): PageStore {
  // The brotli copies of the pages kept, which lru-cache does not count (see above).
  let brotliBytes = 0;
  const pages = new LRUCache<string, KeptPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => page.identity.length + page.gzip.length,
    dispose: (page) => {
      if (page.br) brotliBytes -= page.br.length;
    },
  });
  // Brotli at quality 11 takes ~300 ms of a 200 KB page on one of libuv's four threads, which the pages' gzip and
  // the responses' compression share: pages wait their turn one at a time, and a page forgotten meanwhile is skipped,
  // so the burst of misses after a content change cannot queue tens of seconds of it in front of a first visitor's
  // gzip (60 queued pages held a gzip 11 s: the shared renders of ADR 0122 that did not settle).
  const brotliQueue: KeptPage[] = [];
  let brotliRunning = false;

  /** Forgets the least recently used pages until the rest, brotli copies included, fit in `maxBytes`. */
  function trim() {
    while (pages.size > 0 && pages.calculatedSize + brotliBytes > maxBytes) pages.pop();
  }

  function compressNext() {
    if (brotliRunning) return;
    let page = brotliQueue.shift();
    while (page && pages.peek(page.key) !== page) page = brotliQueue.shift();
    if (!page) return;
    const kept = page;
    brotliRunning = true;
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: kept.identity.length };
    brotli(kept.identity, { params })
      .then(
        (br) => {
          if (pages.peek(kept.key) !== kept) return;
          kept.br = br;
          brotliBytes += br.length;
          trim();
        },
        (error: unknown) => logger.warn({ err: error }, "Кэш страниц: не удалось сжать страницу brotli"),
      )
      .finally(() => {
        brotliRunning = false;
        compressNext();
      });
  }

  return {
    peek: (key) => pages.peek(key),
    markUsed(key) {
      pages.get(key);
    },
    keep(page) {
      pages.set(page.key, page);
      trim();
      // Brotli at its best takes longer than the page's first visitors should wait: it follows.
      brotliQueue.push(page);
      compressNext();
    },
    forgetAll() {
      pages.clear();
      brotliQueue.length = 0;
    },
    get entries() {
      return pages.size;
    },
    get bytes() {
      return pages.calculatedSize + brotliBytes;
    },
  };
}

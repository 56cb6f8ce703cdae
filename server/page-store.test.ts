import zlib from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPageStore, type KeptPage } from "./page-store";

/** A page of `bytes` (identity and gzip halves), its identity naming it so a brotli call can be told apart. */
function page(name: string, bytes: number): KeptPage {
  const identity = Buffer.alloc(bytes / 2, " ");
  identity.write(name);
  return {
    key: name,
    url: `/${name}`,
    variant: "",
    version: "content:1",
    renderedAt: 0,
    freshMs: 1_000,
    staleMs: 1_000,
    status: 200,
    head: {},
    security: {},
    etag: name,
    identity,
    gzip: Buffer.alloc(bytes / 2),
  };
}

/** Brotli held by the test: each call waits until the test finishes it with a copy of `size` bytes. */
function heldBrotli() {
  const calls: { name: string; finish(size: number): void }[] = [];
  vi.spyOn(zlib, "brotliCompress").mockImplementation(((body: Buffer, _options: zlib.BrotliOptions, done: zlib.CompressCallback) => {
    calls.push({ name: body.toString("utf8").trim(), finish: (size) => done(null, Buffer.alloc(size)) });
  }) as typeof zlib.brotliCompress);
  return {
    names: () => calls.map((call) => call.name),
    /** Finishes the brotli call under way and lets the store take its copy and start the next. */
    async finish(size: number) {
      const call = calls.at(-1);
      if (!call) throw new Error("no brotli call under way");
      call.finish(size);
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the kept pages", () => {
  it("forgets the least recently used pages once their bytes pass the bound, a page used last going last", () => {
    heldBrotli();
    const store = createPageStore(1_000);
    for (const name of ["a", "b", "c"]) store.keep(page(name, 300));
    expect([store.entries, store.bytes]).toEqual([3, 900]);
    store.markUsed("a");
    store.keep(page("d", 300));
    expect(["a", "b", "c", "d"].map((name) => store.peek(name) !== undefined)).toEqual([true, false, true, true]);
    expect([store.entries, store.bytes]).toEqual([3, 900]);
  });

  it("looking at a page (peek) does not count as a use of it", () => {
    heldBrotli();
    const store = createPageStore(700);
    store.keep(page("a", 300));
    store.keep(page("b", 300));
    expect(store.peek("a")?.url).toBe("/a");
    store.keep(page("c", 300));
    expect(store.peek("a")).toBeUndefined();
    expect(store.peek("b")?.url).toBe("/b");
  });

  it("replacing a page counts only the new one", () => {
    heldBrotli();
    const store = createPageStore(1_000);
    store.keep(page("a", 300));
    const again = page("a", 500);
    store.keep(again);
    expect(store.peek("a")).toBe(again);
    expect([store.entries, store.bytes]).toEqual([1, 500]);
  });

  it("counts each brotli copy when it comes, without making its page more recently used", async () => {
    const brotli = heldBrotli();
    const store = createPageStore(1_000);
    store.keep(page("a", 400));
    store.keep(page("b", 400));
    await brotli.finish(100);
    expect(store.peek("a")?.br).toHaveLength(100);
    expect([store.entries, store.bytes]).toEqual([2, 900]);
    // c passes the bound: a, kept first and not used since, goes, though its copy came after b was kept.
    store.keep(page("c", 200));
    expect(store.peek("a")).toBeUndefined();
    expect(store.peek("b")?.url).toBe("/b");
    expect([store.entries, store.bytes]).toEqual([2, 600]);
  });

  it("forgets the least recently used pages when a brotli copy passes the bound", async () => {
    const brotli = heldBrotli();
    const store = createPageStore(1_000);
    store.keep(page("a", 400));
    store.keep(page("b", 400));
    await brotli.finish(150);
    await brotli.finish(150);
    expect(store.peek("a")).toBeUndefined();
    expect(store.peek("b")?.br).toHaveLength(150);
    expect([store.entries, store.bytes]).toEqual([1, 550]);
  });

  it("compresses one page at a time, in the order they were kept", async () => {
    const brotli = heldBrotli();
    const store = createPageStore(10_000);
    for (const name of ["a", "b", "c"]) store.keep(page(name, 200));
    expect(brotli.names()).toEqual(["a"]);
    await brotli.finish(50);
    expect(brotli.names()).toEqual(["a", "b"]);
    await brotli.finish(50);
    await brotli.finish(50);
    expect(brotli.names()).toEqual(["a", "b", "c"]);
    expect(store.bytes).toBe(750);
  });

  it("forgetting all empties the store, brotli copies counted, and no forgotten page is compressed", async () => {
    const brotli = heldBrotli();
    const store = createPageStore(10_000);
    store.keep(page("a", 200));
    await brotli.finish(50);
    for (const name of ["b", "c", "d"]) store.keep(page(name, 200));
    expect(brotli.names()).toEqual(["a", "b"]);
    store.forgetAll();
    expect([store.entries, store.bytes]).toEqual([0, 0]);
    // b's compression was under way: its copy is dropped; c and d, which waited, are never compressed.
    await brotli.finish(50);
    expect(brotli.names()).toEqual(["a", "b"]);
    expect([store.entries, store.bytes]).toEqual([0, 0]);
    store.keep(page("e", 200));
    expect(brotli.names()).toEqual(["a", "b", "e"]);
  });

  it("skips a page the bound forgot before its turn to be compressed", async () => {
    const brotli = heldBrotli();
    const store = createPageStore(700);
    // a, being compressed, goes when c comes, and b, waiting its turn, when d comes.
    for (const name of ["a", "b", "c", "d"]) store.keep(page(name, 300));
    expect(store.peek("b")).toBeUndefined();
    await brotli.finish(50);
    expect(store.peek("a")).toBeUndefined();
    expect(brotli.names()).toEqual(["a", "c"]);
    await brotli.finish(50);
    expect(brotli.names()).toEqual(["a", "c", "d"]);
  });

  it("does not keep a page larger than the whole bound", () => {
    heldBrotli();
    const store = createPageStore(1_000);
    store.keep(page("a", 400));
    store.keep(page("huge", 1_200));
    expect(store.peek("huge")).toBeUndefined();
    expect(store.peek("a")?.url).toBe("/a");
    expect([store.entries, store.bytes]).toEqual([1, 400]);
  });
});

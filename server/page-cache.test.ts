import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import { logger, noteDegraded, withRequestContext } from "@platform/logger";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chooseEncoding, matchesEtag } from "./page-answer";
import { createPageCache, type PageCacheOptions } from "./page-cache";
import { inlineScriptSources } from "./shared-render";

const inlineScript = 'window.__ctx = {"page":"home"};';
const page = (title: string, script = inlineScript, nonce = "n") =>
  `<!doctype html><html><head><script nonce="${nonce}">${script}</script><script type="module" src="/assets/app.js"></script></head><body><h1>${title}</h1></body></html>`;
const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

type Harness = {
  url: string;
  renders: Request[];
  cache: ReturnType<typeof createPageCache>;
  setVersion(v: string): void;
  setPage(render: (request: Request, nonce: string) => Response | Promise<Response>): void;
  advance(ms: number): void;
  close(): Promise<void>;
};

const open: Harness[] = [];
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await Promise.all(open.splice(0).map((h) => h.close()));
});

/** The cache in front of an Express app that sets a nonce CSP, as the web process does. */
async function harness(overrides: Partial<PageCacheOptions> = {}): Promise<Harness> {
  let version = "content:1";
  let clock = 1_000_000;
  const renders: Request[] = [];
  let render: (request: Request, nonce: string) => Response | Promise<Response> = () =>
    new Response(page("Genesis"), { headers: { "content-type": "text/html; charset=utf-8" } });
  const cache = createPageCache({
    render: async (request, nonce) => {
      renders.push(request);
      return render(request, nonce);
    },
    contentVersion: async () => version,
    isPersonal: (req) => (req.headers.cookie ?? "").includes("staff_session="),
    variantOf: (cookie) => ((cookie ?? "").includes("cookiesAgree=") ? "agreed" : ""),
    cookieOfVariant: (variant) => (variant === "agreed" ? "cookiesAgree=1" : undefined),
    now: () => clock,
    pollMs: 60_000,
    freshMs: 1_000,
    staleMs: 1_000,
    ...overrides,
  });
  const app = express();
  app.use((_req, res, next) => {
    res.setHeader("Content-Security-Policy", "default-src 'self';script-src 'self' 'nonce-PER-REQUEST'");
    res.setHeader("X-Content-Type-Options", "nosniff");
    next();
  });
  app.use(cache.fill);
  // What renders when the cache lets a request through: the page, told apart by a header.
  app.use((_req, res) => res.set("X-Rendered-By", "app").type("html").send(page("без кэша")));
  const server = http.createServer((req, res) => void (cache.serve(req, res) || app(req, res)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  await cache.start();
  const h: Harness = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    renders,
    cache,
    setVersion: (v) => {
      version = v;
    },
    setPage: (next) => {
      render = next;
    },
    advance: (ms) => {
      clock += ms;
    },
    close: async () => {
      cache.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  open.push(h);
  return h;
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string };

/** Visits `url` until the page rendered anew in the background (it contains `text`) is served; that answer. */
function renderedAnew(url: string, text: string): Promise<Answer> {
  return vi.waitFor(async () => {
    const answer = await get(url);
    expect(answer.text).toContain(text);
    return answer;
  });
}

/** A request as a browser sends it, the body decoded as the browser would. */
function get(url: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const decoded = encoding === "br" ? zlib.brotliDecompressSync(body) : encoding === "gzip" ? zlib.gunzipSync(body) : body;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: decoded.toString("utf8") });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** Waits until `url` is served compressed with brotli, which follows a page's first render. */
async function brotliReady(url: string): Promise<void> {
  await expect.poll(async () => (await get(url, { "accept-encoding": "br" })).headers["content-encoding"]).toBe("br");
}

describe("the page cache", () => {
  it("a shared render that never ends holds its visitors no longer than the wait: they render their own, and the next miss starts afresh", async () => {
    const errors = vi.spyOn(logger, "error").mockImplementation(() => logger);
    const h = await harness({ sharedWaitMs: 200 });
    h.setPage(() => new Promise<Response>(() => {}));
    const [first, second] = await Promise.all([get(`${h.url}/sitemap.html`), get(`${h.url}/sitemap.html`)]);
    // Both were waiting on the one stuck render; both get the page rendered for them.
    expect([first.headers["x-rendered-by"], second.headers["x-rendered-by"]]).toEqual(["app", "app"]);
    expect(h.renders).toHaveLength(1);
    // The log names where the render stands: still in its loaders and React.
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ url: "/sitemap.html", phase: "render" }),
      "Кэш страниц: страница /sitemap.html не отрисовалась за 0,2 с, запрос отрисует её сам",
    );
    // The render that hung is no longer waited on: the next visitor's miss renders anew, and it is kept.
    h.setPage(() => new Response(page("Карта сайта"), { headers: { "content-type": "text/html; charset=utf-8" } }));
    const third = await get(`${h.url}/sitemap.html`);
    expect(third.headers["x-page-cache"]).toBe("miss");
    expect(third.text).toContain("<h1>Карта сайта</h1>");
    expect(h.renders).toHaveLength(2);
  });

  it("renders a page once and serves the next visitors the same page from memory", async () => {
    const h = await harness();
    const first = await get(`${h.url}/new-g70.html`);
    const second = await get(`${h.url}/new-g70.html`);
    expect(first.headers["x-page-cache"]).toBe("miss");
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.text).toBe(first.text);
    expect(second.text).toContain("<h1>Genesis</h1>");
    expect(h.renders).toHaveLength(1);
    expect(second.headers["cache-control"]).toBe("public, max-age=0, s-maxage=1, stale-while-revalidate=1");
    expect(second.headers.vary).toBe("Accept-Encoding, Cookie");
    expect(second.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("sends brotli, gzip or the page as it is, as the browser asks, and the same page each way", async () => {
    const h = await harness();
    await get(`${h.url}/`);
    await brotliReady(`${h.url}/`);
    const br = await get(`${h.url}/`, { "accept-encoding": "gzip, deflate, br" });
    const gz = await get(`${h.url}/`, { "accept-encoding": "gzip" });
    const plain = await get(`${h.url}/`);
    expect([br.headers["content-encoding"], gz.headers["content-encoding"], plain.headers["content-encoding"]]).toEqual([
      "br",
      "gzip",
      undefined,
    ]);
    expect(new Set([br.text, gz.text, plain.text]).size).toBe(1);
    expect(Number(plain.headers["content-length"])).toBe(plain.body.length);
  });

  it("answers 304 to a browser that has the page, in any encoding", async () => {
    const h = await harness();
    const first = await get(`${h.url}/`, { "accept-encoding": "gzip" });
    const again = await get(`${h.url}/`, { "if-none-match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
    expect(again.headers.etag).toBeDefined();
  });

  it("renders concurrent first visits of one page once", async () => {
    const h = await harness();
    let finishRender = () => {};
    const rendering = new Promise<void>((resolve) => (finishRender = resolve));
    h.setPage(async () => {
      await rendering;
      return new Response(page("Genesis"), { headers: { "content-type": "text/html" } });
    });
    const visits = Promise.all(Array.from({ length: 12 }, () => get(`${h.url}/models.html`)));
    // The render ends only once all twelve visits are waiting for it.
    await vi.waitFor(() => expect(h.cache.stats().misses).toBe(12));
    finishRender();
    const answers = await visits;
    expect(answers.every((a) => a.status === 200 && a.text.includes("Genesis"))).toBe(true);
    expect(h.renders).toHaveLength(1);
  });

  it("renders the pages afresh as soon as the content version moves, and says so to its owner", async () => {
    const onContentChange = vi.fn();
    const h = await harness({ onContentChange, pollMs: 20 });
    await get(`${h.url}/news.html`);
    h.setPage(() => new Response(page("Новая новость"), { headers: { "content-type": "text/html" } }));
    expect((await get(`${h.url}/news.html`)).text).toContain("Genesis");
    h.setVersion("content:2");
    await vi.waitFor(() => expect(onContentChange).toHaveBeenCalledOnce());
    const after = await get(`${h.url}/news.html`);
    expect(after.headers["x-page-cache"]).toBe("miss");
    expect(after.text).toContain("Новая новость");
  });

  it("after a write through this process, the next page shows its effect without waiting for the poll", async () => {
    const h = await harness({ pollMs: 60_000 });
    await get(`${h.url}/test-drive.html`);
    h.setPage(() => new Response(page("13:00 занято"), { headers: { "content-type": "text/html" } }));
    h.setVersion("content:1,schedule:2");
    h.cache.noteWrite(200);
    const after = await get(`${h.url}/test-drive.html`);
    expect(after.text).toContain("13:00 занято");
    const again = await get(`${h.url}/test-drive.html`);
    expect(again.headers["x-page-cache"]).toBe("hit");
    expect(again.text).toContain("13:00 занято");
  });

  it("keeps the page of a visitor who accepted cookies apart, and lets no other cookie reach a shared render", async () => {
    const h = await harness();
    await get(`${h.url}/`, { cookie: "_ym_uid=123; session_hint=secret" });
    await get(`${h.url}/`, { cookie: "cookiesAgree=1; _ym_uid=123" });
    const again = await get(`${h.url}/`, { cookie: "cookiesAgree=1" });
    expect(again.headers["x-page-cache"]).toBe("hit");
    expect(h.renders.map((r) => r.headers.get("cookie"))).toEqual([null, "cookiesAgree=1"]);
  });

  it("never serves staff pages, signed-in staff, or a form's POST from the cache", async () => {
    const h = await harness();
    await get(`${h.url}/`);
    const staff = await get(`${h.url}/`, { cookie: "staff_session=abc" });
    const staffPage = await get(`${h.url}/staff/leads`);
    const post = await get(`${h.url}/`, {}, "POST");
    for (const answer of [staff, staffPage, post]) {
      expect(answer.headers["x-page-cache"]).toBeUndefined();
      expect(answer.headers["x-rendered-by"]).toBe("app");
    }
  });

  it("keeps nothing that is not the same for everyone: a cookie set, no-store, a missing page", async () => {
    const h = await harness();
    h.setPage((request) => {
      const path = new URL(request.url).pathname;
      if (path === "/cookie") return new Response(page("c"), { headers: { "set-cookie": "a=1", "content-type": "text/html" } });
      if (path === "/private") return new Response(page("p"), { headers: { "cache-control": "no-store", "content-type": "text/html" } });
      return new Response(page("Страница не найдена"), { status: 404, headers: { "content-type": "text/html" } });
    });
    const cookie = await get(`${h.url}/cookie`);
    expect(cookie.headers["set-cookie"]).toEqual(["a=1"]);
    for (const path of ["/cookie", "/private", "/missing"]) {
      await get(`${h.url}${path}`);
      const again = await get(`${h.url}${path}`);
      expect(again.headers["x-page-cache"], path).toBeUndefined();
    }
    expect((await get(`${h.url}/missing`)).status).toBe(404);
  });

  it("allows the page's inline scripts by their hashes instead of the render's nonce", async () => {
    const h = await harness();
    const answer = await get(`${h.url}/`);
    const hash = createHash("sha256").update(inlineScript).digest("base64");
    expect(answer.headers["content-security-policy"]).toBe(`default-src 'self';script-src 'self' 'sha256-${hash}'`);
  });

  it("gives a page it does not keep the policy naming the nonce its scripts were rendered with", async () => {
    const h = await harness();
    h.setPage(
      (_request, nonce) =>
        new Response(page("Страница не найдена", inlineScript, nonce), { status: 404, headers: { "content-type": "text/html" } }),
    );
    const answer = await get(`${h.url}/missing`);
    const nonce = /<script nonce="([^"]+)">/.exec(answer.text)?.[1];
    expect(nonce).toBeTruthy();
    expect(answer.headers["content-security-policy"]).toBe(`default-src 'self';script-src 'self' 'nonce-${nonce}'`);
  });

  it("allows the scripts of a page rendered anew in the background, not those of the page it replaced", async () => {
    const h = await harness();
    await get(`${h.url}/`);
    const changed = 'window.__ctx = {"page":"home","day":"завтра"};';
    h.setPage(() => new Response(page("Genesis", changed), { headers: { "content-type": "text/html" } }));
    h.advance(1_500);
    await get(`${h.url}/`);
    const fresh = await renderedAnew(`${h.url}/`, "завтра");
    expect(fresh.headers["content-security-policy"]).toBe(`default-src 'self';script-src 'self' ${sha(changed)}`);
  });

  it("serves a page past its lifetime while it renders anew, and not past the stale window", async () => {
    const h = await harness();
    await get(`${h.url}/`);
    h.setPage(() => new Response(page("Обновлено"), { headers: { "content-type": "text/html" } }));
    h.advance(1_500);
    const stale = await get(`${h.url}/`);
    expect(stale.headers["x-page-cache"]).toBe("stale");
    expect(stale.text).toContain("Genesis");
    const fresh = await renderedAnew(`${h.url}/`, "Обновлено");
    expect(fresh.headers["x-page-cache"]).toBe("hit");
    h.advance(5_000);
    expect((await get(`${h.url}/`)).headers["x-page-cache"]).toBe("miss");
  });

  it("a background render that fails is logged, the kept page still goes out, and the next visitor's request tries again", async () => {
    const warned = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const h = await harness();
    await get(`${h.url}/`);
    h.setPage(() => {
      throw new Error("renderer crashed");
    });
    h.advance(1_500);
    expect((await get(`${h.url}/`)).text).toContain("Genesis");
    await vi.waitFor(() =>
      expect(warned).toHaveBeenCalledWith(
        expect.objectContaining({ url: "/" }),
        "Кэш страниц: не удалось отрисовать страницу заново в фоне",
      ),
    );
    h.setPage(() => new Response(page("Снова"), { headers: { "content-type": "text/html" } }));
    expect((await get(`${h.url}/`)).headers["x-page-cache"]).toBe("stale");
    await expect.poll(async () => (await get(`${h.url}/`)).text).toContain("Снова");
    warned.mockRestore();
  });

  it("does not keep a page whose content changed while it rendered", async () => {
    const h = await harness({ pollMs: 10 });
    h.setPage(async () => {
      h.setVersion("content:9");
      // The render ends after the cache has read the new version.
      await vi.waitFor(() => expect(h.cache.stats().version).toBe("content:9"));
      return new Response(page("Genesis"), { headers: { "content-type": "text/html" } });
    });
    await get(`${h.url}/`);
    expect(h.cache.stats().entries).toBe(0);
    expect((await get(`${h.url}/`)).headers["x-page-cache"]).toBe("miss");
    expect((await get(`${h.url}/`)).headers["x-page-cache"]).toBe("hit");
  });

  it("keeps a page that covered a failure (news from the bundle only) for seconds, not a minute: then the whole page is rendered", async () => {
    const h = await harness({ freshMs: 60_000, staleMs: 60_000, degradedMs: 5_000 });
    let failing = true;
    h.setPage(async () => {
      // What a loader does when the news API fails: after a turn of the event loop (the failed call),
      // it reports the failure and shows what it has.
      await new Promise((r) => setImmediate(r));
      if (failing) noteDegraded();
      return new Response(page(failing ? "Только новости из сборки" : "Все новости"), { headers: { "content-type": "text/html" } });
    });
    const first = await get(`${h.url}/news.html`);
    expect(first.text).toContain("Только новости из сборки");
    expect(first.headers["cache-control"]).toBe("public, max-age=0, s-maxage=5");
    failing = false;
    // Visitors during the outage share the one render instead of each waiting on the failing API.
    expect((await get(`${h.url}/news.html`)).headers["x-page-cache"]).toBe("hit");
    h.advance(5_000);
    const after = await get(`${h.url}/news.html`);
    expect(after.headers["x-page-cache"]).toBe("miss");
    expect(after.text).toContain("Все новости");
    expect(after.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=60");
    h.advance(5_000);
    expect((await get(`${h.url}/news.html`)).headers["x-page-cache"]).toBe("hit");
  });

  it("a failure outside the page's render (another visitor's request) does not keep the page from being kept", async () => {
    const h = await harness();
    withRequestContext({ requestId: "other" }, () => noteDegraded());
    noteDegraded();
    await get(`${h.url}/`);
    expect((await get(`${h.url}/`)).headers["x-page-cache"]).toBe("hit");
  });

  it("waits for a version read that hangs (a database that stopped answering) instead of piling up reads", async () => {
    // The poll's interval runs on fake time; the requests on real sockets.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    let reads = 0;
    let hanging = false;
    const h = await harness({
      pollMs: 10,
      contentVersion: () => {
        reads += 1;
        return hanging ? new Promise<string>(() => undefined) : Promise.resolve("content:1");
      },
    });
    await get(`${h.url}/`);
    hanging = true;
    const before = reads;
    await vi.advanceTimersByTimeAsync(200);
    // Twenty intervals passed; one read went out and is still waiting for its answer.
    expect(reads - before).toBe(1);
  });

  /** A cache that has kept `/`, and then the database goes away: the content version cannot be read. */
  async function keptThenDatabaseDown(): Promise<Harness> {
    const warned = vi.spyOn(logger, "warn").mockImplementation(() => {});
    let failing = false;
    const h = await harness({
      pollMs: 10,
      contentVersion: async () => {
        if (failing) throw new Error("база недоступна");
        return "content:1";
      },
    });
    await get(`${h.url}/`);
    failing = true;
    await vi.waitFor(() => expect(warned).toHaveBeenCalledWith(expect.anything(), "Кэш страниц: не удалось прочитать версию содержимого"));
    return h;
  }

  it("keeps serving kept pages while the version cannot be read, and keeps nothing new", async () => {
    const h = await keptThenDatabaseDown();
    expect((await get(`${h.url}/`)).headers["x-page-cache"]).toBe("hit");
    await get(`${h.url}/other`);
    expect((await get(`${h.url}/other`)).headers["x-rendered-by"]).toBe("app");
  });

  it("a form refused while the version cannot be read (the database down) does not stop kept pages being served", async () => {
    const h = await keptThenDatabaseDown();
    h.cache.noteWrite(503);
    h.cache.noteWrite(400);
    expect((await get(`${h.url}/`)).headers["x-page-cache"]).toBe("hit");
    // A write that went through is still read before the next page.
    h.cache.noteWrite(200);
    expect((await get(`${h.url}/`)).headers["x-page-cache"]).not.toBe("hit");
  });

  it("after a burst of misses, brotli compresses one kept page at a time and skips the pages a content change forgot", async () => {
    const compress = zlib.brotliCompress.bind(zlib);
    let running = 0;
    let most = 0;
    const compressed: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.spyOn(zlib, "brotliCompress").mockImplementation(((body: Buffer, options: zlib.BrotliOptions, done: zlib.CompressCallback) => {
      running += 1;
      most = Math.max(most, running);
      compressed.push(/<h1>([^<]*)</.exec(body.toString("utf8"))?.[1] ?? "");
      void held.then(() => compress(body, options, (error, out) => ((running -= 1), done(error, out))));
    }) as typeof zlib.brotliCompress);
    const h = await harness();
    h.setPage((request) => new Response(page(new URL(request.url).pathname), { headers: { "content-type": "text/html" } }));
    await Promise.all(["/a", "/b", "/c", "/d", "/e"].map((path) => get(`${h.url}${path}`)));
    // The content changes while the first page is being compressed: the four waiting are not compressed for nothing.
    h.setVersion("content:2");
    h.cache.noteWrite(200);
    await vi.waitFor(() => expect(h.cache.stats().version).toBe("content:2"));
    release();
    await get(`${h.url}/f`);
    await brotliReady(`${h.url}/f`);
    expect(most).toBe(1);
    expect(compressed).toHaveLength(2);
    expect(compressed.at(-1)).toBe("/f");
  });

  it("forgets the least recently used pages beyond its memory", async () => {
    const h = await harness({ maxBytes: 3_000 });
    h.setPage(
      (request) => new Response(page(`${new URL(request.url).pathname} ${"x".repeat(600)}`), { headers: { "content-type": "text/html" } }),
    );
    for (const path of ["/a", "/b", "/c", "/d"]) await get(`${h.url}${path}`);
    // The last page's brotli copy, which follows its render, is counted too.
    await brotliReady(`${h.url}/d`);
    expect(h.cache.stats().bytes).toBeLessThanOrEqual(3_000);
    expect((await get(`${h.url}/d`)).headers["x-page-cache"]).toBe("hit");
    expect((await get(`${h.url}/a`)).headers["x-page-cache"]).toBe("miss");
  });
  it("a visit from a search or an ad click (ysclid, gclid …) gets the page already kept, while UTM tags still make their own", async () => {
    const h = await harness();
    await get(`${h.url}/new-g70.html`);
    const fromYandex = await get(`${h.url}/new-g70.html?ysclid=lq8x2k4f7a912345678`);
    const fromAd = await get(`${h.url}/new-g70.html?gclid=Cj0KCQ&yclid=123456789`);
    expect([fromYandex.headers["x-page-cache"], fromAd.headers["x-page-cache"]]).toEqual(["hit", "hit"]);
    expect(h.renders).toHaveLength(1);
    // A form without JavaScript sends its page's UTM tags: such a page is rendered with them, the click id aside.
    const campaign = await get(`${h.url}/new-g70.html?utm_source=yandex&yclid=987`);
    expect(campaign.headers["x-page-cache"]).toBe("miss");
    expect(h.renders.map((r) => new URL(r.url).search)).toEqual(["", "?utm_source=yandex"]);
    expect((await get(`${h.url}/new-g70.html?utm_source=yandex&yclid=556`)).headers["x-page-cache"]).toBe("hit");
    expect(h.cache.stats().entries).toBe(2);
  });

  it("a page not kept (a redirect) that a visit with a click id meets is rendered for that visit's own address", async () => {
    const h = await harness();
    h.setPage(() => new Response(null, { status: 302, headers: { location: "/avto-v-nalicii.html?page=3" } }));
    const answer = await get(`${h.url}/avto-v-nalicii.html?page=9&gclid=x`);
    // The web app behind the cache renders it with the whole query, so a redirect there can keep the click id.
    expect(answer.headers["x-rendered-by"]).toBe("app");
  });
});

describe("the cache's helpers", () => {
  it("chooses brotli only when it is ready and accepted, honouring q=0", () => {
    const ready = { br: Buffer.from("x") };
    expect(chooseEncoding("gzip, br", ready)).toBe("br");
    expect(chooseEncoding("gzip, br", {})).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip", ready)).toBe("gzip");
    expect(chooseEncoding("identity", ready)).toBe("identity");
    expect(chooseEncoding(undefined, ready)).toBe("identity");
  });

  it("matches an ETag in any encoding, weak or strong, and *", () => {
    expect(matchesEtag('"abc-br"', "abc")).toBe(true);
    expect(matchesEtag('W/"abc", "zzz"', "abc")).toBe(true);
    expect(matchesEtag("*", "abc")).toBe(true);
    expect(matchesEtag('"abd"', "abc")).toBe(false);
  });

  it("hashes only inline scripts with content", () => {
    const sources = inlineScriptSources(
      Buffer.from('<script>a()</script><script src="/x.js"></script><script></script><script type="module">b()</script>'),
    );
    expect(sources.split(" ")).toHaveLength(2);
  });
});

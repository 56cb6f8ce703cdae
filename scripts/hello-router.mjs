// A React Router "hello world" served the way the site is (createRequestHandler, renderToPipeableStream,
// one root route with Meta, Links and Scripts, a node:http server): the yardstick issue 13 sets for an
// uncached render (BENCH_ONLY=cache). Run as a child process; prints its port on stdout.
import http from "node:http";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { createElement as h } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { Links, Meta, Outlet, Scripts, ServerRouter, createRequestHandler } from "react-router";

function Root() {
  return h(
    "html",
    { lang: "ru" },
    h("head", null, h("meta", { charSet: "utf-8" }), h(Meta), h(Links)),
    h("body", null, h(Outlet), h(Scripts)),
  );
}
const Hello = () => h("h1", null, "Здравствуйте");

function handleRequest(request, status, headers, context) {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(h(ServerRouter, { context, url: request.url }), {
      onShellReady() {
        const body = new PassThrough();
        headers.set("Content-Type", "text/html; charset=utf-8");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { status, headers }));
      },
      onShellError: reject,
    });
  });
}

const build = {
  entry: { module: { default: handleRequest } },
  routes: {
    root: { id: "root", path: "", module: { default: Root } },
    "routes/hello": { id: "routes/hello", parentId: "root", index: true, module: { default: Hello } },
  },
  assets: {
    entry: { module: "/entry.client.js", imports: [] },
    routes: {
      root: {
        id: "root",
        path: "",
        module: "/root.js",
        imports: [],
        css: [],
        hasAction: false,
        hasLoader: false,
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasErrorBoundary: false,
      },
      "routes/hello": {
        id: "routes/hello",
        parentId: "root",
        index: true,
        module: "/hello.js",
        imports: [],
        css: [],
        hasAction: false,
        hasLoader: false,
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasErrorBoundary: false,
      },
    },
    url: "/manifest.js",
    version: "1",
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
};

const handler = createRequestHandler(build, "production");
const server = http.createServer(async (req, res) => {
  const response = await handler(new Request(`http://${req.headers.host}${req.url}`, { headers: req.headers }));
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
});
server.listen(0, "127.0.0.1", () => process.stdout.write(`${server.address().port}\n`));

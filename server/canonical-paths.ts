/**
 * Canonical-path redirects: a path that differs from a known route only by letter case, a trailing
 * slash, doubled slashes or, on a page without parameters, its `.html` (missing where the page has it,
 * added where it has none)
 * answers 301 to the canonical path (issue 2; docs/decisions/0064), and `/index.html` to the home page.
 * Unknown paths are left to the 404 page.
 */
type RoutePattern = { regex: RegExp; canonical: (match: RegExpExecArray) => string };

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The last segment's pattern: «.html» may be left out where the route has it, and added where the route
 * has no ending at all (`/configurator.html`); other endings (`sitemap.xml`) stay as they are.
 */
function htmlEnding(segment: string): string {
  if (/\.html$/i.test(segment)) return `${escapeRegex(segment.slice(0, -".html".length))}(?:\\.html)?`;
  return segment.includes(".") ? escapeRegex(segment) : `${escapeRegex(segment)}(?:\\.html)?`;
}

/** Turns a React Router path ("news/:code.html") into a case-insensitive matcher that rebuilds the canonical form. */
function compile(path: string): RoutePattern | null {
  if (path.includes("*")) return null;
  const segments = path.split("/").filter(Boolean);
  const parts: string[] = [];
  const builders: ((m: RegExpExecArray, next: { i: number }) => string)[] = [];
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    const param = /^:([A-Za-z_]\w*)(.*)$/.exec(segment);
    if (param) {
      const suffix = param[2] ?? "";
      // A value may hold dots, so its «.html» stays required: `/feed/u-1.html.data`, the data of a
      // client-side navigation, must not read as the car «u-1.html.data».
      parts.push(`([^/]+?)${escapeRegex(suffix)}`);
      builders.push((m, next) => `${m[next.i++] ?? ""}${suffix}`);
    } else {
      parts.push(last ? htmlEnding(segment) : escapeRegex(segment));
      builders.push(() => segment);
    }
  });
  const regex = new RegExp(`^/+${parts.join("/+")}/*$`, "i");
  return {
    regex,
    canonical: (m) => {
      const next = { i: 1 };
      return `/${builders.map((b) => b(m, next)).join("/")}`;
    },
  };
}

/** Builds a resolver: given a request path, the canonical path to redirect to, or null when none is needed. */
export function createCanonicalResolver(routePaths: readonly string[]) {
  const patterns = routePaths.map(compile).filter((p): p is RoutePattern => p !== null);
  return (pathname: string): string | null => {
    if (pathname === "/") return null;
    // The home page under the name a static site gives it.
    if (/^\/+(?:index\.html?)?\/*$/i.test(pathname)) return "/";
    for (const pattern of patterns) {
      const match = pattern.regex.exec(pathname);
      if (!match) continue;
      const canonical = pattern.canonical(match);
      return canonical === pathname ? null : canonical;
    }
    return null;
  };
}

/**
 * The query part of a request target, also of an absolute-form one (`GET http://host/PATH?q HTTP/1.1`):
 * a redirect's Location is built from the canonical path and this, never from the target as sent.
 */
export function queryOf(requestTarget: string): string {
  const queryStart = requestTarget.indexOf("?");
  return queryStart === -1 ? "" : requestTarget.slice(queryStart);
}

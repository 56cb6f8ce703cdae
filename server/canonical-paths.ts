/**
 * Canonical-path redirects: a path that differs from a known route only by letter case or a trailing
 * slash answers 301 to the canonical path (issue 2). Unknown paths are left to the 404 page.
 */
type RoutePattern = { regex: RegExp; canonical: (match: RegExpExecArray) => string };

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Turns a React Router path ("news/:code.html") into a case-insensitive matcher that rebuilds the canonical form. */
function compile(path: string): RoutePattern | null {
  if (path.includes("*")) return null;
  const segments = path.split("/").filter(Boolean);
  const parts: string[] = [];
  const builders: ((m: RegExpExecArray, next: { i: number }) => string)[] = [];
  for (const segment of segments) {
    const param = /^:([A-Za-z_]\w*)(.*)$/.exec(segment);
    if (param) {
      const suffix = param[2] ?? "";
      parts.push(`([^/]+?)${escapeRegex(suffix)}`);
      builders.push((m, next) => `${m[next.i++] ?? ""}${suffix}`);
    } else {
      parts.push(escapeRegex(segment));
      builders.push(() => segment);
    }
  }
  const regex = new RegExp(`^/${parts.join("/")}/*$`, "i");
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

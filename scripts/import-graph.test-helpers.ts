// The import graph of app/, read from the source text: what scripts/architecture.test.ts checks the
// folder rules and cycles against. It reads the import and export statements (and dynamic imports)
// with TypeScript's own pre-processor, so multi-line and type-only imports count like any other.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * One import: the importing file and what it resolved to, both relative to the repository root. `typeOnly`
 * marks `import type …` and `export type … from`, which the compiler erases, so they never reach a bundle.
 */
export type ImportEdge = { from: string; to: string; specifier: string; typeOnly: boolean };

/** Every .ts/.tsx file under the given folder, and every import they make inside the repository. */
export type ImportGraph = { files: string[]; edges: ImportEdge[] };

const sourceExtensions = [".ts", ".tsx"];

/** The path aliases of tsconfig.json ("~/*" → "app/*"), so a new alias needs no change here. */
export function readAliases(root: string): Record<string, string> {
  const { config } = ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile);
  const paths: Record<string, string[]> = config?.compilerOptions?.paths ?? {};
  return Object.fromEntries(
    Object.entries(paths).map(([alias, [target = ""]]) => [alias.replace(/\*$/, ""), path.posix.normalize(target.replace(/\*$/, ""))]),
  );
}

/** Lists the .ts/.tsx files under a folder of the repository, as repository-relative paths. */
export function listSourceFiles(root: string, folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(root, dir))) {
      if (name === "node_modules") continue;
      const relative = path.posix.join(dir, name);
      if (statSync(path.join(root, relative)).isDirectory()) walk(relative);
      else if (sourceExtensions.some((ext) => name.endsWith(ext))) found.push(relative);
    }
  };
  walk(folder);
  return found.sort();
}

/** Resolves a specifier as Vite does here: tsconfig aliases and relative paths, with or without the extension. */
export function resolveSpecifier(root: string, aliases: Record<string, string>, from: string, specifier: string): string | undefined {
  const bare = specifier.replace(/\?.*$/, "");
  const alias = Object.keys(aliases).find((prefix) => bare.startsWith(prefix));
  let target: string;
  if (alias) target = aliases[alias] + bare.slice(alias.length);
  else if (bare.startsWith(".")) target = path.posix.normalize(path.posix.join(path.posix.dirname(from), bare));
  else return undefined; // a package
  const candidates = [target, ...sourceExtensions.map((ext) => target + ext), ...sourceExtensions.map((ext) => `${target}/index${ext}`)];
  return candidates.find((candidate) => existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile());
}

/** Reads the imports of every source file under the folders; an import that does not resolve throws. */
export function buildImportGraph(root: string, folders: readonly string[]): ImportGraph {
  const aliases = readAliases(root);
  const files = folders.flatMap((folder) => listSourceFiles(root, folder));
  const edges: ImportEdge[] = [];
  for (const from of files) {
    const text = readFileSync(path.join(root, from), "utf8");
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const erased = typeOnlySpecifiers(from, text);
    for (const { fileName: specifier } of importedFiles) {
      const isLocal = specifier.startsWith(".") || Object.keys(aliases).some((prefix) => specifier.startsWith(prefix));
      // ./+types/… are React Router's generated route types (.react-router/, through rootDirs).
      if (!isLocal || specifier.includes("/+types/")) continue;
      const to = resolveSpecifier(root, aliases, from, specifier);
      if (!to) throw new Error(`${from}: cannot resolve "${specifier}"`);
      edges.push({ from, to, specifier, typeOnly: erased.has(specifier) });
    }
  }
  return { files, edges };
}

/**
 * The specifiers a file names only in `import type …` and `export type … from` statements, which the compiler
 * erases; one value import of the same module (dynamic imports included) makes it a value import.
 */
function typeOnlySpecifiers(file: string, text: string): Set<string> {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const typeOnly = new Set<string>();
  const value = new Set<string>();
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const erased = isImport ? Boolean(statement.importClause?.isTypeOnly) : statement.isTypeOnly;
    (erased ? typeOnly : value).add(specifier.text);
  }
  for (const [, dynamic] of text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) if (dynamic) value.add(dynamic);
  return new Set([...typeOnly].filter((specifier) => !value.has(specifier)));
}

/** The part of a path the folder rules speak of: app/components, app/features, app/lib, …, or the top folder outside app/. */
export function topFolder(file: string): string {
  const parts = file.split("/");
  if (parts[0] !== "app") return parts[0] ?? file;
  return parts.length > 2 ? `app/${parts[1]}` : "app";
}

/** How many imports go from one top folder to another ("app/features→app/components": 93), own folder included. */
export function countBetweenFolders(edges: readonly ImportEdge[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const edge of edges) {
    const key = `${topFolder(edge.from)}→${topFolder(edge.to)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return new Map([...counts].sort(([a], [b]) => a.localeCompare(b)));
}

/** Every strongly connected group of two or more files (or a file importing itself), as import cycles. */
export function findCycles(files: readonly string[], edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>(files.map((file) => [file, []]));
  for (const edge of edges) next.get(edge.from)?.push(edge.to);
  // Tarjan's algorithm, iterative so a deep chain cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let counter = 0;
  for (const start of files) {
    if (index.has(start)) continue;
    const work: { file: string; child: number }[] = [{ file: start, child: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const children = next.get(frame.file) ?? [];
      if (frame.child < children.length) {
        const child = children[frame.child++]!;
        if (!next.has(child)) continue; // outside the checked folders
        if (!index.has(child)) {
          index.set(child, counter);
          low.set(child, counter++);
          stack.push(child);
          onStack.add(child);
          work.push({ file: child, child: 0 });
        } else if (onStack.has(child)) low.set(frame.file, Math.min(low.get(frame.file)!, index.get(child)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file)!, low.get(frame.file)!));
      if (low.get(frame.file) !== index.get(frame.file)) continue;
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== frame.file);
      if (group.length > 1 || children.includes(frame.file)) cycles.push(group.sort());
    }
  }
  return cycles;
}

/** One concrete loop through a group findCycles returned: a → b → … → a, for a readable failure. */
export function cyclePath(group: readonly string[], edges: readonly ImportEdge[]): string[] {
  const members = new Set(group);
  const start = group[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const edge of edges) {
      if (edge.from !== file || !members.has(edge.to)) continue;
      if (edge.to === start) {
        const loop = [start];
        for (let at: string | undefined = file; at && at !== start; at = cameFrom.get(at)) loop.splice(1, 0, at);
        return [...loop, start];
      }
      if (cameFrom.has(edge.to)) continue;
      cameFrom.set(edge.to, file);
      queue.push(edge.to);
    }
  }
  return [start, start];
}

import { posix } from "node:path";
import ts from "typescript";
import type { ProjectLayout } from "../../src/render/project-layout.js";

/** An import against the layering of a generated project's source, or a cycle of imports. */
export interface ImportProblem {
  /** The importing file (the first of a cycle), relative to the project. */
  file: string;
  message: string;
}

/**
 * The layers of a generated project's source, from the top. A file may import files of its own layer
 * and of the layers below it, never above: routes use sign-in, sign-in uses users, users use the store.
 * Tests and what runs them (a file importing vitest) sit above everything; the shared helpers (errors,
 * http, mail, ...) are the layer of whatever no other layer claims; opening the store is the lowest.
 */
export function sourceLayers(layout: ProjectLayout): { name: string; holds: (path: string) => boolean }[] {
  const under = (folder: string) => (path: string) => path.startsWith(`${folder}/`);
  const is =
    (...files: string[]) =>
    (path: string) =>
      files.includes(path);
  return [
    {
      name: "entry points and tests",
      holds: (path) =>
        path.endsWith(".test.ts") ||
        under("test")(path) ||
        under("client-writer")(path) ||
        is("server.ts", "seed.ts", "docs/write-docs.ts")(path),
    },
    { name: "app", holds: (path) => is("app.ts", "seed-admin.ts")(path) || under("docs")(path) },
    { name: "routes", holds: under(layout.apiDir) },
    { name: "config", holds: is("config.ts") },
    { name: "auth", holds: under("auth") },
    { name: "users", holds: under("users") },
    { name: "shared", holds: (path) => !is("open-store.ts")(path) },
    { name: "store", holds: () => true },
  ];
}

/**
 * Checks the relative imports between the TypeScript files of `<srcDir>/` (paths relative to the
 * project): every `import`, `import type`, `export ... from` and `import()` must point to the same
 * layer or one below (see sourceLayers), and no file may reach itself through its imports.
 */
export function importProblems(files: ReadonlyMap<string, string>, layout: ProjectLayout): ImportProblem[] {
  const prefix = `${layout.srcDir}/`;
  const sources = new Map([...files].filter(([path]) => path.startsWith(prefix) && path.endsWith(".ts")));
  const layers = sourceLayers(layout);
  const layerOf = (path: string, source: string) =>
    /\bfrom\s+["']vitest["']/.test(source) ? 0 : layers.findIndex((layer) => layer.holds(path.slice(prefix.length)));
  const graph = new Map<string, string[]>();
  const problems: ImportProblem[] = [];
  for (const [path, source] of sources) {
    const targets = relativeImports(source)
      .map((specifier) => posix.join(posix.dirname(path), specifier).replace(/\.js$/, ".ts"))
      .filter((target) => sources.has(target));
    graph.set(path, targets);
    const layer = layerOf(path, source);
    for (const target of targets) {
      const targetLayer = layerOf(target, sources.get(target) ?? "");
      if (targetLayer < layer) {
        problems.push({
          file: path,
          message: `imports ${target}: ${layers[layer]?.name} may not import ${layers[targetLayer]?.name}, a layer above it (${layers.map((one) => one.name).join(" > ")})`,
        });
      }
    }
  }
  for (const cycle of cycles(graph)) {
    problems.push({
      file: cycle[0] ?? "",
      message: `is part of an import cycle: ${[...cycle, cycle[0]].join(" -> ")}`,
    });
  }
  return problems;
}

// Most files are the same in many combinations of options: each text is parsed once.
const parsed = new Map<string, string[]>();

/** The relative module specifiers a file imports or re-exports, type-only and dynamic ones included. */
function relativeImports(source: string): string[] {
  let specifiers = parsed.get(source);
  if (specifiers === undefined) {
    specifiers = ts
      .preProcessFile(source, true, true)
      .importedFiles.map((file) => file.fileName)
      .filter((name) => name.startsWith("./") || name.startsWith("../"));
    parsed.set(source, specifiers);
  }
  return specifiers;
}

/** The strongly connected components of more than one file, or of a file importing itself (Tarjan's algorithm). */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member !== undefined) component.push(member);
    } while (member !== undefined && member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.reverse());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

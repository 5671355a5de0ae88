import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { posix } from "node:path";
import ts from "typescript";

/** The settings `rest` wrote in a generated project's .yo-rc.json that place its files. */
interface Layout {
  srcDir: string;
  apiDir: string;
}

function layoutOf(dir: string): Layout {
  const settings = JSON.parse(readFileSync(posix.join(dir, ".yo-rc.json"), "utf8")) as {
    "generator-rest": Layout;
  };
  return settings["generator-rest"];
}

/** A quoted path that names a file: `./x.js`, `../../tsconfig.json`, `seed.ts`, `client/generated/routes.ts`. */
const QUOTED_PATH = /["'`]((?:\.{1,2}\/)*[\w@-][\w@./-]*\.(?:[cm]?[jt]s|json))["'`]/g;

/**
 * The project's files that a file may run or read: its relative imports and re-exports (type-only and
 * dynamic ones too), and every quoted path in it that names a file of the project, relative to the file or
 * to the project (`new URL("./server.ts", import.meta.url)` a test spawns, `client/generated/routes.ts` it
 * reads, an import inside a program it compiles). `.js` stands for the `.ts` beside it, as under NodeNext.
 */
function referencedFiles(dir: string, path: string, source: string): string[] {
  const specifiers = [
    ...ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName),
    ...[...source.matchAll(QUOTED_PATH)].map((match) => match[1] ?? ""),
  ];
  const found = new Set<string>();
  for (const specifier of specifiers) {
    for (const candidate of [posix.join(posix.dirname(path), specifier), posix.normalize(specifier)]) {
      for (const file of [candidate, candidate.replace(/\.([cm]?)js$/, ".$1ts")]) {
        if (!file.startsWith("../") && existsSync(posix.join(dir, file)) && statSync(posix.join(dir, file)).isFile())
          found.add(file);
      }
    }
  }
  return [...found];
}

/**
 * What decides the result of each test file of a generated project: the test file and every project file it
 * reaches through referencedFiles, transitively, with their contents; the project's vitest.config.ts and
 * tsconfig.json; the `.env` files when one of those files reads them (readEnvFile); and `env`, the variables
 * the run is given. Paths are written relative to the source and API folders, so that the same code under
 * other folder names counts as the same. The rest of a run's inputs is shared by every project a test
 * generates: the repository's node_modules and this runner's environment.
 *
 * Two test files with the same digest run the same code on the same inputs, so they pass or fail together.
 * Answers each test file (relative to the project) with its digest.
 */
export function testFileInputs(dir: string, env: Record<string, string> = {}): Map<string, string> {
  const { srcDir, apiDir } = layoutOf(dir);
  const named = (path: string) =>
    path.startsWith(`${srcDir}/${apiDir}/`)
      ? `<src>/<api>/${path.slice(srcDir.length + apiDir.length + 2)}`
      : path.startsWith(`${srcDir}/`)
        ? `<src>/${path.slice(srcDir.length + 1)}`
        : path;
  const texts = new Map<string, string>();
  const read = (path: string): string => {
    let text = texts.get(path);
    if (text === undefined) {
      text = readFileSync(posix.join(dir, path), "utf8");
      texts.set(path, text);
    }
    return text;
  };
  const tests = readdirSync(posix.join(dir, srcDir), { recursive: true, encoding: "utf8" })
    .map((path) => posix.join(srcDir, path.split("\\").join("/")))
    .filter((path) => path.endsWith(".test.ts"))
    .sort();
  const digests = new Map<string, string>();
  for (const test of tests) {
    const reached = new Set<string>(["vitest.config.ts", "tsconfig.json"]);
    const pending = [test];
    for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
      if (reached.has(path) && path !== test) continue;
      reached.add(path);
      const source = read(path);
      if (/\breadEnvFile\(/.test(source)) for (const file of [".env", ".env.example"]) reached.add(file);
      for (const next of referencedFiles(dir, path, source)) if (!reached.has(next)) pending.push(next);
    }
    const hash = createHash("sha256");
    hash.update(JSON.stringify(Object.entries(env).sort()));
    for (const path of [...reached].sort()) {
      const text = existsSync(posix.join(dir, path)) ? read(path) : "(none)";
      hash.update(`\0${named(path)}\0${text}`);
    }
    digests.set(test, hash.digest("hex"));
  }
  return digests;
}

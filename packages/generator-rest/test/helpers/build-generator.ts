import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";

const packageRoot = fileURLToPath(new URL("../..", import.meta.url));
const require = createRequire(import.meta.url);

/** The modification times of the files at `paths` and under them. */
function modified(paths: readonly string[]): number[] {
  return paths.flatMap((path) => {
    if (!existsSync(path)) return [];
    if (!statSync(path).isDirectory()) return [statSync(path).mtimeMs];
    return readdirSync(path, { recursive: true, encoding: "utf8" })
      .map((file) => statSync(join(path, file)))
      .filter((stats) => stats.isFile())
      .map((stats) => stats.mtimeMs);
  });
}

/** Whether `outputs` all exist and every one of them was written after the last change to `inputs`. */
function upToDate(inputs: readonly string[], outputs: readonly string[]): boolean {
  const written = modified(outputs);
  return written.length > 0 && Math.min(...written) > Math.max(0, ...modified(inputs));
}

/**
 * The bin and the Yeoman entry run the built code: build it before the tests, unless it was built after the
 * last change to its sources (as `npm test` does just before). Also gives the run a folder where generated
 * projects note the test files that passed (see run-project-tests.ts).
 */
export default function buildGenerator(project: TestProject): () => void {
  const base = join(packageRoot, "../../tsconfig.base.json");
  const buildInputs = ["src", "tsconfig.build.json", "package.json"].map((path) => join(packageRoot, path));
  if (!upToDate([...buildInputs, base], [join(packageRoot, "dist")])) {
    const tsc = require.resolve("typescript/bin/tsc");
    execFileSync(process.execPath, [tsc, "-p", "tsconfig.build.json"], { cwd: packageRoot, stdio: "inherit" });
  }
  // The @hostkit/endpoint and @hostkit/rest tarballs that every project gets.
  const packed = ["@hostkit/endpoint", "@hostkit/rest"].flatMap((name) => {
    const root = dirname(require.resolve(`${name}/package.json`));
    return ["src", "scripts", "package.json", "tsconfig.build.json"].map((path) => join(root, path));
  });
  const vendor = join(packageRoot, "vendor");
  const tarballs = existsSync(vendor) ? readdirSync(vendor).map((file) => join(vendor, file)) : [];
  if (tarballs.length < 2 || !upToDate([...packed, base, join(packageRoot, "scripts", "pack-vendor.mjs")], tarballs)) {
    execFileSync(process.execPath, ["scripts/pack-vendor.mjs"], { cwd: packageRoot, stdio: "inherit" });
  }
  const passed = mkdtempSync(join(tmpdir(), "generator-rest-passed-"));
  project.provide("passedTestFiles", passed);
  return () => rmSync(passed, { recursive: true, force: true });
}

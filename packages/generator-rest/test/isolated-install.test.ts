import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runBin } from "./helpers/run-bin.js";
import { runNpmScript } from "./helpers/run-npm-script.js";
import { tempDir } from "./helpers/temp-dir.js";

const root = tempDir("install");
afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * The one run that is not helped by the repository's node_modules: a project generated
 * outside it installs its own dependencies from the registry, as a user's would.
 */
describe("a project generated outside the repository", () => {
  it("installs its dependencies itself and passes its own tests, lint and type check", async () => {
    const generated = await runBin(["rest", "my-api", "--yes"], root);
    expect(generated.code, `${generated.stdout}\n${generated.stderr}`).toBe(0);
    const project = join(root, "my-api");
    expect(existsSync(join(project, "package-lock.json"))).toBe(true);
    expect(existsSync(join(project, "node_modules", "fastify", "package.json"))).toBe(true);
    for (const script of ["test", "lint", "typecheck"]) await runNpmScript(project, script);
  });
});

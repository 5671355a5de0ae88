import { cpSync, existsSync, lstatSync, mkdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { runCommand } from "../helpers/run-command.js";
import { runNpmScript } from "../helpers/run-npm-script.js";
import { tempDir } from "../helpers/temp-dir.js";

const repository = fileURLToPath(new URL("../../../..", import.meta.url));
const MARKER = "<!-- outside-the-repository:";

/** The commands of the root README's block that follows its marker, as a user would paste them. */
export function documentedCommands(readme: string): string {
  const start = readme.indexOf(MARKER);
  if (start < 0) throw new Error("the README has no outside-the-repository block");
  const block = /```sh\n([\s\S]*?)```/.exec(readme.slice(start));
  if (!block?.[1]) throw new Error("no sh block after the outside-the-repository marker");
  return block[1];
}

/**
 * A clone after `npm install`, as far as packing the generator goes: the workspace's files without build
 * output, and the repository's node_modules. Packing rebuilds dist/ there, not under the tests running now.
 */
function cloneInto(clone: string): void {
  mkdirSync(join(clone, "packages"), { recursive: true });
  for (const file of ["package.json", "package-lock.json", "tsconfig.base.json", "README.md"]) {
    cpSync(join(repository, file), join(clone, file));
  }
  const skipped = /[/\\](node_modules|dist|\.tmp|coverage)$/;
  cpSync(join(repository, "packages", "generator-rest"), join(clone, "packages", "generator-rest"), {
    recursive: true,
    filter: (source) => !skipped.test(source),
  });
  symlinkSync(join(repository, "node_modules"), join(clone, "node_modules"));
}

const root = tempDir("outside");
afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * The one run that is not helped by the repository's node_modules: the README's commands, in a folder
 * outside the repository that holds the clone as `hostkit/`, pack the generator, run it from the tarball and
 * get a project that installs its own dependencies from the registry and passes its own checks.
 */
describe("the README's commands for generating a project outside the repository", () => {
  it("pack the generator, generate from the tarball and give a project that installs and passes its tests", async () => {
    cloneInto(join(root, "hostkit"));
    const commands = documentedCommands(readFileSync(join(repository, "README.md"), "utf8"));
    const run = await runCommand("bash", ["-euo", "pipefail", "-c", commands], { cwd: root });
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    const project = join(root, "my-api");
    expect(existsSync(join(project, "package-lock.json"))).toBe(true);
    expect(existsSync(join(project, "node_modules", "fastify", "package.json"))).toBe(true);
    expect(existsSync(join(project, "node_modules", "@fastify", "swagger-ui", "static", "swagger-ui-bundle.js"))).toBe(
      true,
    );
    // @hostkit/endpoint is on no registry: installed from the tarball the generator wrote, then the client written.
    const endpoint = join(project, "node_modules", "@hostkit", "endpoint");
    expect(lstatSync(endpoint).isSymbolicLink()).toBe(false);
    expect(existsSync(join(endpoint, "dist", "index.js"))).toBe(true);
    expect(readFileSync(join(project, "client", "generated", "routes.ts"), "utf8")).toContain('"POST /users": {');
    for (const script of ["lint", "typecheck"]) await runNpmScript(project, script);
  });
});

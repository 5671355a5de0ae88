import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../bench/free-port.js";
import { DEFAULT_ANSWERS } from "../helpers/answers.js";
import { runCommand } from "../helpers/run-command.js";
import { runNpmScript } from "../helpers/run-npm-script.js";
import { startDevServer } from "../helpers/start-dev-server.js";
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

/** The first sh block of a package README: its install line. */
export function installLine(readme: string): string {
  const block = /```sh\n([\s\S]*?)```/.exec(readme)?.[1]?.trim();
  if (!block?.startsWith("npm install ")) throw new Error("the README does not open with an npm install line");
  return block;
}

const LIBRARIES = ["endpoint", "webhooks-methods", "webhooks"];
const versionOf = (folder: string) =>
  (JSON.parse(readFileSync(join(repository, "packages", folder, "package.json"), "utf8")) as { version: string })
    .version;

/**
 * A clone after `npm install`, as far as packing goes: the workspaces' files without build output, the
 * root's scripts, and the repository's node_modules. Packing rebuilds dist/ there, not under the tests
 * running now.
 */
function cloneInto(clone: string): void {
  mkdirSync(join(clone, "packages"), { recursive: true });
  for (const file of ["package.json", "package-lock.json", "tsconfig.base.json", "README.md"]) {
    cpSync(join(repository, file), join(clone, file));
  }
  cpSync(join(repository, "scripts"), join(clone, "scripts"), { recursive: true });
  const skipped = /[/\\](node_modules|dist|\.tmp|coverage|vendor)$/;
  for (const name of ["generator-rest", "rest", ...LIBRARIES]) {
    cpSync(join(repository, "packages", name), join(clone, "packages", name), {
      recursive: true,
      filter: (source) => !skipped.test(source),
    });
  }
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
    // The defaults project: its npm test, lint and typecheck here are the ones generated-projects.test.ts leaves out.
    expect(JSON.parse(readFileSync(join(project, ".yo-rc.json"), "utf8"))).toEqual({
      "generator-rest": {
        ...DEFAULT_ANSWERS,
        name: "my-api",
        versions: { generator: versionOf("generator-rest"), runtime: versionOf("rest") },
      },
    });
    expect(existsSync(join(project, "package-lock.json"))).toBe(true);
    expect(existsSync(join(project, "node_modules", "fastify", "package.json"))).toBe(true);
    expect(existsSync(join(project, "node_modules", "@fastify", "swagger-ui", "static", "swagger-ui-bundle.js"))).toBe(
      true,
    );
    // @hostkit/endpoint and @hostkit/rest are on no registry: installed from the tarballs the generator wrote, then
    // the client written.
    for (const name of ["endpoint", "rest"]) {
      const installed = join(project, "node_modules", "@hostkit", name);
      expect(lstatSync(installed).isSymbolicLink(), name).toBe(false);
      expect(existsSync(join(installed, "dist", "index.js")), name).toBe(true);
    }
    expect(readFileSync(join(project, "client", "generated", "routes.ts"), "utf8")).toContain('"POST /users": {');
    for (const script of ["lint", "typecheck"]) await runNpmScript(project, script);
  });

  it("takes a newer runtime with the README's command, and passes its tests, type check and lint untouched", async () => {
    const project = join(root, "my-api");
    const before = projectFiles(project);
    const version = await packFixedRuntime(join(root, "hostkit", "packages", "rest"), join(project, "vendor"));
    const readme = readFileSync(join(project, "README.md"), "utf8");
    const command = /`(npm install \.\/vendor\/hostkit-rest-)<version>(\.tgz)`/.exec(readme);
    expect(command, "the project README says how to take a newer runtime").not.toBeNull();
    const install = `${command?.[1] ?? ""}${version}${command?.[2] ?? ""}`;
    const installed = await runCommand("bash", ["-euo", "pipefail", "-c", install], { cwd: project });
    expect(installed.code, `${install}\n${installed.stdout}\n${installed.stderr}`).toBe(0);
    const runtime = join(project, "node_modules", "@hostkit", "rest");
    expect((JSON.parse(readFileSync(join(runtime, "package.json"), "utf8")) as { version: string }).version).toBe(
      version,
    );
    // Only the dependency's line and the lock file changed: everything the owner wrote is as it was.
    expect(projectFiles(project)).toEqual(before);

    // The fix is what answers now.
    const server = await startDevServer(project, await freePort());
    try {
      const missing = await fetch(`${server.url}/nowhere`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get("cache-control")).toBe("no-store");
    } finally {
      await server.stop();
    }
    for (const script of ["test", "typecheck", "lint"]) await runNpmScript(project, script);

    // A runtime whose changes break code written for the earlier one: the type check says so, naming both.
    const breaking = await packBreakingRuntime(join(root, "hostkit", "packages", "rest"), join(project, "vendor"));
    const moved = await runCommand("npm", ["install", `./vendor/hostkit-rest-${breaking}.tgz`], { cwd: project });
    expect(moved.code, moved.stderr).toBe(0);
    const checked = await runCommand("npm", ["run", "typecheck"], { cwd: project });
    expect(checked.code).not.toBe(0);
    expect(checked.stdout).toContain(`src/app.ts(${appLine(project)}`);
    expect(checked.stdout).toContain(
      `Argument of type '"@hostkit/rest 0.1.x"' is not assignable to parameter of type '"@hostkit/rest 0.2.x"'.`,
    );
  });

  // After the block above, which ran `npm run pack` in the clone.
  it.each(LIBRARIES)(
    "leave a tarball of %s whose README install line works as written, in a folder of its own",
    async (name) => {
      const readme = readFileSync(join(repository, "packages", name, "README.md"), "utf8");
      const line = installLine(readme);
      // A new folder beside the clone, reaching it as ./hostkit like the line does.
      const user = join(root, `uses-${name}`);
      mkdirSync(user);
      symlinkSync(join(root, "hostkit"), join(user, "hostkit"));
      const run = await runCommand("bash", ["-euo", "pipefail", "-c", line], { cwd: user });
      expect(run.code, `${line}\n${run.stdout}\n${run.stderr}`).toBe(0);
      expect(`${run.stdout}${run.stderr}`).not.toMatch(/EBADENGINE|E404/);
      const packageName = `@hostkit/${name}`;
      const installed = join(user, "node_modules", "@hostkit", name);
      expect(lstatSync(installed).isSymbolicLink()).toBe(false);
      // Each package loads and works from the tarball: a route built, a payload signed, a delivery received.
      const program = {
        endpoint: `const { endpoint } = await import("${packageName}"); console.log(endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" }).url);`,
        "webhooks-methods": `const { sign, verify } = await import("${packageName}"); const s = await sign("k", "{}"); console.log(await verify("k", "{}", s));`,
        webhooks: `const { Webhooks } = await import("${packageName}"); const { sign } = await import("@hostkit/webhooks-methods");
          const webhooks = new Webhooks({ secret: "k" }); let got = ""; webhooks.on("issues", ({ id }) => { got = id; });
          await webhooks.verifyAndReceive({ id: "d-1", name: "issues", payload: "{}", signature: await sign("k", "{}") }); console.log(got);`,
      }[name];
      const used = await runCommand("node", ["--input-type=module", "-e", program ?? ""], { cwd: user });
      expect(used.stdout.trim(), used.stderr).toBe(
        { endpoint: "https://api.host.com/repos/o/r", "webhooks-methods": "true", webhooks: "d-1" }[name],
      );
    },
  );
});

/** A digest of each file of a project but its dependencies' record (package.json, package-lock.json) and installs. */
function projectFiles(project: string): Record<string, string> {
  const skipped = new Set(["node_modules", "vendor", "package.json", "package-lock.json", ".git"]);
  const digests: Record<string, string> = {};
  const walk = (folder: string, prefix: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (skipped.has(entry.name) && prefix === "") continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path, `${prefix}${entry.name}/`);
      else digests[`${prefix}${entry.name}`] = createHash("sha256").update(readFileSync(path)).digest("hex");
    }
  };
  walk(project, "");
  return digests;
}

/** The line of src/app.ts that names the runtime versions the project's code fits. */
function appLine(project: string): number {
  const lines = readFileSync(join(project, "src", "app.ts"), "utf8").split("\n");
  return lines.findIndex((line) => line.includes("fitsRuntime(")) + 1;
}

/**
 * The runtime of this repository as its next minor version, which breaks code written for this one, as its
 * `fitsRuntime` says. Packed into `destination`; resolves with the new version.
 */
async function packBreakingRuntime(source: string, destination: string): Promise<string> {
  const manifestPath = join(source, "package.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as { version: string };
  const [major, minor] = manifest.version.split(".").map(Number);
  expect(major, "a 0.x runtime, whose minor versions may break").toBe(0);
  manifest.version = `0.${(minor ?? 0) + 1}.0`;
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  const rangePath = join(source, "src", "fits-runtime.ts");
  const range = readFileSync(rangePath, "utf8");
  const moved = range.replace(`const compatible = "0.${minor}";`, `const compatible = "0.${(minor ?? 0) + 1}";`);
  expect(moved, "the runtime names its range in fits-runtime.ts").not.toBe(range);
  writeFileSync(rangePath, moved);
  const packed = await runCommand("npm", ["pack", "--pack-destination", destination], { cwd: source });
  expect(packed.code, `${packed.stdout}\n${packed.stderr}`).toBe(0);
  return manifest.version;
}

/**
 * The runtime of this repository as its next patch version, with a fix: answers no route takes are not cached.
 * Packed into `destination` as `npm pack` names it; resolves with the new version.
 */
async function packFixedRuntime(source: string, destination: string): Promise<string> {
  const manifestPath = join(source, "package.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as { version: string };
  const [major, minor, patch] = manifest.version.split(".").map(Number);
  manifest.version = `${major}.${minor}.${(patch ?? 0) + 1}`;
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  const handlerPath = join(source, "src", "errors", "not-found-handler.ts");
  const handler = readFileSync(handlerPath, "utf8");
  const fixed = handler.replace(
    "const answerUnrouted = (request: FastifyRequest, reply: FastifyReply): FastifyReply => {",
    'const answerUnrouted = (request: FastifyRequest, reply: FastifyReply): FastifyReply => {\n    reply.header("cache-control", "no-store");',
  );
  expect(fixed, "the fix applies to the runtime's source").not.toBe(handler);
  writeFileSync(handlerPath, fixed);
  const packed = await runCommand("npm", ["pack", "--pack-destination", destination], { cwd: source });
  expect(packed.code, `${packed.stdout}\n${packed.stderr}`).toBe(0);
  expect(existsSync(join(destination, `hostkit-rest-${manifest.version}.tgz`))).toBe(true);
  return manifest.version;
}

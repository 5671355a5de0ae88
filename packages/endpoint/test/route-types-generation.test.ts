import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { expectReproducible } from "../../../scripts/expect-reproducible.js";

const run = promisify(execFile);
const packageRoot = fileURLToPath(new URL("../", import.meta.url));
const script = "scripts/generate-route-types.mjs";
const generatedFiles = ["rest-routes.ts", "rest-schemas.ts"];

interface RouteData {
  source: { package: string; version: string };
  routes: { route: string }[];
  schemas: Record<string, unknown>;
}

const readData = async (root = packageRoot) =>
  JSON.parse(await readFile(join(root, "data/rest-routes.json"), "utf8")) as RouteData;

describe("generated route types", { timeout: 60_000 }, () => {
  const scratch = mkdtemp(join(tmpdir(), "hostkit-route-types-"));
  afterAll(async () => rm(await scratch, { recursive: true, force: true }));

  it("are what data/rest-routes.json gives: --check finds nothing to change", async () => {
    await expect(run(process.execPath, [script, "--check"], { cwd: packageRoot })).resolves.toMatchObject({
      stderr: "",
    });
  });

  it("come out byte for byte the same from two runs, and the same as the committed files", async () => {
    await expectReproducible(packageRoot, script, generatedFiles, await scratch);
  });

  it("are reported stale by --check when the data file changes", async () => {
    // The generator with its data in a scratch copy of the repository layout it imports from.
    const repository = join(await scratch, "changed");
    const root = join(repository, "packages/endpoint");
    for (const part of ["data", "scripts", "src/generated"])
      await cp(join(packageRoot, part), join(root, part), { recursive: true });
    await cp(join(packageRoot, "../../scripts"), join(repository, "scripts"), { recursive: true });
    const data = await readData(root);
    const [first] = data.routes;
    data.routes.push({ ...first, route: "GET /zeta" });
    await writeFile(join(root, "data/rest-routes.json"), JSON.stringify(data));
    await expect(run(process.execPath, [script, "--check"], { cwd: root })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("rest-routes.ts"),
    });
    await run(process.execPath, [script], { cwd: root });
    expect(await readFile(join(root, "src/generated/rest-routes.ts"), "utf8")).toContain('"GET /zeta": {');
  });

  it("come from the pinned description version the refresh script fetches", async () => {
    const data = await readData();
    const refresh = await readFile(join(packageRoot, "scripts/refresh-rest-routes.mjs"), "utf8");
    expect(refresh).toContain(`const descriptionPackage = "${data.source.package}";`);
    expect(refresh).toContain(`const descriptionVersion = "${data.source.version}";`);
    expect(data.routes).toHaveLength(1223);
    const routes = await readFile(join(packageRoot, "src/generated/rest-routes.ts"), "utf8");
    expect(routes.match(/^ {2}"[A-Z]+ \/[^"]*": \{$/gm)).toHaveLength(data.routes.length);
  });
});

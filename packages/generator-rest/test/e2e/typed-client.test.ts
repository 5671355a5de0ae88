import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { everyOptionOn } from "../../src/app/every-option-on.js";
import { addGroup } from "../helpers/add-group.js";
import { generateProject } from "../helpers/generate-project.js";
import { runCommand } from "../helpers/run-command.js";
import { runNpmScript } from "../helpers/run-npm-script.js";

const ROUTES = "client/generated/routes.ts";

/** The route map's keys, e.g. `GET /users/{id}`. */
function routeKeys(dir: string): string[] {
  return [...readFileSync(join(dir, ROUTES), "utf8").matchAll(/^ {2}"([A-Z]+ [^"]+)": \{$/gm)].map(
    (match) => match[1] ?? "",
  );
}

describe.sequential("the typed client of a project with every option and an article group", () => {
  let dir = "";
  beforeAll(async () => {
    dir = await generateProject("typed-client", everyOptionOn());
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("has a route map entry for every route that answers JSON, the browser redirects left out", () => {
    const keys = routeKeys(dir);
    expect(keys).toEqual(
      expect.arrayContaining([
        "POST /users",
        "GET /users/{id}",
        "POST /auth",
        "POST /auth/github",
        "PUT /password-resets",
      ]),
    );
    expect(keys).not.toContain("GET /auth/github/callback");
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("gains a group's routes from rest:api itself, and is reported stale when a route changes without npm run client", async () => {
    const before = readFileSync(join(dir, ROUTES), "utf8");
    await addGroup(dir, [
      "article",
      "--fields",
      "title:string!,content:text!,tags:string[],price:number",
      "--user-methods",
      "create,update,destroy",
    ]);
    expect(routeKeys(dir)).toEqual(
      expect.arrayContaining(["POST /articles", "GET /articles", "PATCH /articles/{id}", "DELETE /articles/{id}"]),
    );
    expect((await runCommand("npx", ["vitest", "run", "src/client-writer"], { cwd: dir })).code).toBe(0);
    // As after a route changed by hand: the map on disk is the one of the routes before.
    writeFileSync(join(dir, ROUTES), before);
    const stale = await runCommand("npx", ["vitest", "run", "src/client-writer"], { cwd: dir });
    expect(stale.code).toBe(1);
    expect(`${stale.stdout}${stale.stderr}`).toContain("matches what npm run client writes now");
    await runNpmScript(dir, "client");
    expect(readFileSync(join(dir, ROUTES), "utf8")).not.toBe(before);
    const types = readFileSync(join(dir, ROUTES), "utf8");
    expect(types).toContain(
      '"POST /articles": {\n    parameters: {\n      title: string;\n      content: string;\n      tags?: string[];',
    );
  });

  it("passes the tests that use it, the type test, lint and the type check", async () => {
    const tests = [
      "src/client-writer",
      "src/api/articles/articles-client.test.ts",
      "src/api/users/users-client",
      "src/api/auth/auth-client",
    ];
    const run = await runCommand("npx", ["vitest", "run", ...tests], { cwd: dir });
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toMatch(/Test Files {2}5 passed/);
    await runNpmScript(dir, "lint");
    await runNpmScript(dir, "typecheck");
  });
});

describe("the typed client of a project without authentication", () => {
  let dir = "";
  beforeAll(async () => {
    dir = await generateProject("typed-client-no-auth", ["--no-auth"]);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("has no user or sign-in route, and no sign-in helper", () => {
    const keys = routeKeys(dir);
    expect(keys).toContain("GET /health");
    expect(keys.filter((key) => /\/(users|auth)\b/.test(key))).toEqual([]);
    expect(readFileSync(join(dir, "client/index.ts"), "utf8")).not.toContain("basicAuth");
    expect(readFileSync(join(dir, "README.md"), "utf8")).toContain('await api.request("GET /health")');
  });
});

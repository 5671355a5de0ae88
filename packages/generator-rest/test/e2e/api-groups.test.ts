import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../bench/free-port.js";
import { addGroup } from "../helpers/add-group.js";
import { driveArticles } from "../helpers/drive-articles.js";
import { generateProject } from "../helpers/generate-project.js";
import { runBin } from "../helpers/run-bin.js";
import { runNpmScript } from "../helpers/run-npm-script.js";
import { runProjectTests } from "../helpers/run-project-tests.js";
import { startDevServer } from "../helpers/start-dev-server.js";
import { tempDir } from "../helpers/temp-dir.js";

/** Project folders of this run: concurrent runs of the suite must not replace each other's projects. */
const folder = (name: string) => `${name}-${process.pid}`;

const ALL_TYPES =
  "name:string!@unique,description:text,price:number!@indexed,count:integer@indexed,published:boolean@indexed," +
  "status:enum(draft|published)@indexed,tags:string[],publishedOn:date@indexed,publishedAt:datetime@indexed," +
  "contact:email@unique,site:url,scores:number[],flags:boolean[],dates:datetime[]";

/** Groups added to one project with authentication: together they cover every option of rest:api. */
const WITH_AUTH: { args: string[]; files: string[] }[] = [
  // The example group: articles with a required title and content, created by signed-in users.
  {
    args: ["article", "--fields", "title:string!,content:text!", "--user-methods", "create"],
    files: ["articles/routes.ts", "articles/article-model.ts"],
  },
  // Every field type, the creator stored under another name, lists as {rows, count}.
  {
    args: [
      "product",
      "--fields",
      ALL_TYPES,
      "--user-methods",
      "create",
      "--store-user",
      "--user-field",
      "owner",
      "--get-list",
    ],
    files: ["products/routes.ts", "products/product-model.ts"],
  },
  // A reserved word, a custom folder, master-key and administrator methods, no fields.
  {
    args: [
      "class",
      "--yes",
      "--dir",
      "school/classes",
      "--master-methods",
      "create,destroy",
      "--admin-methods",
      "update,index",
    ],
    files: ["school/classes/routes.ts", "school/classes/class-model.ts"],
  },
  // No model: documented stubs.
  {
    args: ["note", "--no-model", "--fields", "title:string!,body", "--user-methods", "create,update"],
    files: ["notes/routes.ts"],
  },
  // Some methods only, under a custom endpoint.
  {
    args: ["report", "--methods", "index,show", "--fields", "title", "--endpoint", "stats/reports"],
    files: ["reports/routes.ts"],
  },
  // Created by administrators, who are then the stored creators.
  {
    args: [
      "announcement",
      "--admin-methods",
      "create",
      "--store-user",
      "--methods",
      "create,index,show,destroy",
      "--fields",
      "text:string!",
    ],
    files: ["announcements/routes.ts"],
  },
  // Only some routes: nothing to create documents with, or nothing to show them.
  { args: ["edit", "--methods", "update", "--fields", "size:number!,at:datetime[]"], files: ["edits/edit-model.ts"] },
  {
    args: [
      "order",
      "--methods",
      "create,destroy",
      "--user-methods",
      "create",
      "--store-user",
      "--user-field",
      "author",
      "--fields",
      "total:number",
    ],
    files: ["orders/routes.ts"],
  },
];

describe.sequential("rest:api in a project with authentication", () => {
  let dir = "";
  beforeAll(async () => {
    dir = await generateProject(folder("api-groups"), []);
    for (const group of WITH_AUTH) await addGroup(dir, group.args);
    await runNpmScript(dir, "client");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes each group in its folder and registers it once in src/api/index.ts", () => {
    for (const path of WITH_AUTH.flatMap((group) => group.files))
      expect(existsSync(join(dir, "src/api", path)), path).toBe(true);
    // A group is its model, its routes and its tests; without a model, the model holds the stubs' schemas.
    for (const [folder, one] of [
      ["notes", "note"],
      ["articles", "article"],
    ] as const) {
      const source = readdirSync(join(dir, "src/api", folder)).filter((file) => !file.endsWith(".test.ts"));
      expect(source.sort()).toEqual([`${one}-model.ts`, "routes.ts"]);
    }
    const registry = readFileSync(join(dir, "src/api/index.ts"), "utf8");
    expect(registry).toContain('import { classesGroup } from "./school/classes/routes.js";');
    const groups = ["articles", "products", "classes", "notes", "reports", "announcements", "edits", "orders"];
    for (const group of groups.map((name) => `${name}Group`)) {
      expect(registry.split("\n").filter((line) => line === `  ${group},`)).toHaveLength(1);
    }
    const settings = JSON.parse(readFileSync(join(dir, ".yo-rc.json"), "utf8")) as {
      "generator-rest": { groups: object };
    };
    expect(Object.keys(settings["generator-rest"].groups)).toEqual(WITH_AUTH.map((group) => group.args[0]));
  });

  it("changes a group only with --force, and refuses to overwrite a hand edit without a terminal", async () => {
    const routes = join(dir, "src/api/articles/routes.ts");
    const before = readFileSync(routes, "utf8");
    const again = await runBin(["rest:api", "article", "--yes"], dir);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(
      "article exists already (in src/api/articles/). To change it, run rest:api article --force",
    );
    const same = await runBin(["rest:api", "article", "--yes", "--force"], dir);
    expect(same.code, same.stderr).toBe(0);
    expect(same.stdout + same.stderr).toContain("identical src/api/articles/routes.ts");
    // --user-methods create names only create: update and destroy, which no option opened, need a signed-in user.
    expect(same.stdout + same.stderr).not.toContain("Warning");
    const opened = await runBin(
      ["rest:api", "article", "--yes", "--force", "--public-methods", "index,show,update"],
      dir,
    );
    expect(opened.stdout + opened.stderr).toContain(
      "Warning: update at /articles is open to anyone, signed in or not, as --public-methods asks.",
    );
    // A re-run offers the group's last answers: closing it again is said as plainly as opening it.
    const closed = await runBin(
      ["rest:api", "article", "--yes", "--force", "--user-methods", "create", "--public-methods", "index,show"],
      dir,
    );
    expect(closed.code, closed.stderr).toBe(0);
    // A group an earlier rest:api split into more files: --force names the file its new files no longer use.
    const settingsPath = join(dir, ".yo-rc.json");
    const settingsBefore = readFileSync(settingsPath, "utf8");
    const settings = JSON.parse(settingsBefore) as {
      "generator-rest": { groups: Record<string, { files: Record<string, string> }> };
    };
    const article = settings["generator-rest"].groups["article"];
    if (!article) throw new Error("no article group in .yo-rc.json");
    article.files["src/api/articles/view.ts"] = "0";
    writeFileSync(settingsPath, JSON.stringify(settings, null, 2));
    writeFileSync(join(dir, "src/api/articles/view.ts"), "export const articleView = () => ({});\n");
    const upgraded = await runBin(["rest:api", "article", "--yes", "--force"], dir);
    expect(upgraded.code, upgraded.stderr).toBe(0);
    expect(upgraded.stdout + upgraded.stderr).toContain(
      "article: src/api/articles/view.ts was written by an earlier version of rest:api and the group's new files " +
        "do not use it; delete it once no other group imports it (npm run typecheck tells).",
    );
    expect(existsSync(join(dir, "src/api/articles/view.ts"))).toBe(true);
    rmSync(join(dir, "src/api/articles/view.ts"));
    writeFileSync(settingsPath, settingsBefore);
    writeFileSync(routes, `${before}// by hand\n`);
    const changed = await runBin(["rest:api", "article", "--yes", "--force", "--fields", "title:string!"], dir);
    expect(changed.code).toBe(1);
    expect(changed.stderr).toContain("article: src/api/articles/routes.ts changed since rest:api generated it");
    expect(readFileSync(routes, "utf8")).toBe(`${before}// by hand\n`);
    expect(readFileSync(join(dir, ".yo-rc.json"), "utf8")).toContain('"content"');
    writeFileSync(routes, before);
  });

  it("reports bad options and clashes in one message, writing nothing", async () => {
    const registry = readFileSync(join(dir, "src/api/index.ts"), "utf8");
    const bad = await runBin(
      [
        "rest:api",
        "item",
        "--yes",
        "--endpoint",
        "users",
        "--dir",
        "health",
        "--admin-methods",
        "create",
        "--user-methods",
        "create",
      ],
      dir,
    );
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('"create" is in both --admin-methods and --user-methods; give it one.');
    expect(bad.stderr).toContain('--endpoint "/users" is already served by another group');
    expect(bad.stderr).toContain('--dir "health" is already a folder of src/api/');
    const types = await runBin(["rest:api", "item", "--fields", "size:float"], dir);
    expect(types.stderr).toContain('--fields: "size:float" has an unknown type');
    // Creation left to the master key: no signed-in user to store.
    const storeUser = await runBin(["rest:api", "item", "--store-user", "--master-methods", "create"], dir);
    expect(storeUser.stderr).toContain("--store-user needs a model whose create needs a signed-in user");
    expect(existsSync(join(dir, "src/api/items"))).toBe(false);
    expect(readFileSync(join(dir, "src/api/index.ts"), "utf8")).toBe(registry);
  });

  it("passes npm run test with every group (each test file once a run for the same inputs)", async () => {
    await runProjectTests(dir);
  });

  it.each(["lint", "typecheck"])("passes npm run %s with every group", async (script) => {
    await runNpmScript(dir, script);
  });

  it("serves every articles route over HTTP from npm run dev", async () => {
    const server = await startDevServer(dir, await freePort());
    try {
      const masterKey = /^MASTER_KEY=(.+)$/m.exec(readFileSync(join(dir, ".env"), "utf8"))?.[1] ?? "";
      await driveArticles(server.url, masterKey);
    } finally {
      await server.stop();
    }
  });
});

describe.sequential("rest:api in a project without authentication and with custom folders", () => {
  let dir = "";
  beforeAll(async () => {
    dir = await generateProject(folder("api-no-auth"), [
      "--no-auth",
      "--get-list",
      "--src-dir",
      "lib",
      "--api-dir",
      "endpoints",
    ]);
    await addGroup(dir, ["post", "--fields", "title:string!,views:number@indexed,at:datetime,tags:string[]"]);
    await addGroup(dir, ["draft", "--no-model", "--methods", "create,index", "--no-get-list"]);
    await addGroup(dir, ["delete", "--methods", "index,show,destroy"]);
    await runNpmScript(dir, "client");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes the groups under lib/endpoints and refuses rights, which need authentication", async () => {
    for (const path of ["posts/routes.ts", "drafts/routes.ts", "deletes/delete-model.ts"]) {
      expect(existsSync(join(dir, "lib/endpoints", path)), path).toBe(true);
    }
    const rights = await runBin(["rest:api", "item", "--user-methods", "create"], dir);
    expect(rights.code).toBe(1);
    expect(rights.stderr).toContain("--user-methods needs a project with authentication");
  });

  it("passes npm run test (each test file once a run for the same inputs)", async () => {
    await runProjectTests(dir);
  });

  it.each(["lint", "typecheck"])("passes npm run %s", async (script) => {
    await runNpmScript(dir, script);
  });
});

describe("rest:api outside a project", () => {
  it("says so and writes nothing", async () => {
    const dir = tempDir("api-outside");
    try {
      const { code, stderr } = await runBin(["rest:api", "article", "--yes"], dir);
      expect(code).toBe(1);
      expect(stderr).toContain("no project generated by rest here");
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

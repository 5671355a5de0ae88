import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Database from "libsql";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../bench/free-port.js";
import { addGroup } from "../helpers/add-group.js";
import { generateProject } from "../helpers/generate-project.js";
import { projectEnv } from "../helpers/project-env.js";
import { runBin } from "../helpers/run-bin.js";
import { runCommand } from "../helpers/run-command.js";
import { runNpmScript } from "../helpers/run-npm-script.js";
import { startDevServer, type DevServer } from "../helpers/start-dev-server.js";

const postgresUrl = process.env["POSTGRES_TEST_URL"];

/** The API without a watcher, so a process that cannot start exits with its reason. */
const DEV_SERVER = ["node", "--import", "tsx", "src/server.ts"] as const;
const PRODUCTION_SERVER = ["node", "dist/server.js"] as const;

const BEFORE = "name:string!,price:number,color:string,notes:text";
/** A required integer with a default and an index, a unique string, a field removed, a text field indexed. */
const AFTER = "name:string!,price:number,stock:integer!=0@indexed,sku:string@unique,notes:string@indexed";

const products = [
  { name: "Walnut desk lamp", price: 89, color: "walnut", notes: "Warm light, dimmable, cloth cord" },
  { name: "Linen throw", price: 45, color: "sand", notes: "Stonewashed; softens with every wash" },
  { name: "Stoneware mug", price: 18, color: "sand", notes: "Holds 350 ml; oven and dishwasher safe" },
  { name: "Oak wall shelf", price: 89, color: "oak", notes: "Hidden brackets carry 12 kg" },
  { name: "Brass coat hook", price: 12, color: "brass", notes: "Unlacquered, ages to a soft patina" },
  { name: "Wool runner", price: 140, color: "sand", notes: "Hand-loomed in 70 x 240 cm" },
];

interface Engine {
  name: string;
  options: string[];
  /** The store's settings for the project's processes; the database is the test's own. */
  env: () => Promise<Record<string, string>>;
  /** The removed field's stored values, read from the database itself. */
  storedColors: (dir: string) => Promise<string[]>;
  cleanUp: () => Promise<void>;
}

const sqlite: Engine = {
  name: "the embedded store",
  options: ["--database", "none"],
  env: async () => ({}),
  storedColors: async (dir) => {
    const db = new Database(join(dir, "data/store.sqlite"));
    const rows = db.prepare("SELECT doc ->> '$.color' AS color FROM products ORDER BY seq").all() as {
      color: string;
    }[];
    db.close();
    return rows.map((row) => row.color);
  },
  cleanUp: async () => {},
};

const database = `migrations_${process.pid}`;
const postgresDatabaseUrl = () => {
  const url = new URL(postgresUrl ?? "postgres://127.0.0.1/postgres");
  url.pathname = `/${database}`;
  return url.href;
};
const admin = async <R>(work: (client: pg.Client) => Promise<R>): Promise<R> => {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};
const postgres: Engine = {
  name: "PostgreSQL",
  options: ["--database", "postgres"],
  env: async () => {
    await admin(async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${database}`);
      await client.query(`CREATE DATABASE ${database}`);
    });
    return { DATABASE_URL: postgresDatabaseUrl() };
  },
  storedColors: async () => {
    const client = new pg.Client({ connectionString: postgresDatabaseUrl() });
    await client.connect();
    const { rows } = await client.query<{ color: string }>(
      "SELECT doc ->> 'color' AS color FROM products ORDER BY seq",
    );
    await client.end();
    return rows.map((row) => row.color);
  },
  cleanUp: () => admin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)).then(() => {}),
};

describe.each([sqlite, ...(postgresUrl ? [postgres] : [])])(
  "a group that changes after it holds data, on $name",
  (engine) => {
    let dir = "";
    let env: Record<string, string> = {};
    let ids: string[] = [];
    const servers: DevServer[] = [];
    const production = { NODE_ENV: "production", TRUST_PROXY: "false", HTTPS_ONLY: "false" };
    const command = (args: readonly string[], extra: Record<string, string> = {}) =>
      runCommand(args[0] ?? "", args.slice(1), { cwd: dir, env: projectEnv({ ...env, ...extra }) });
    const start = async (server: readonly [string, ...string[]], extra: Record<string, string> = {}) => {
      const started = await startDevServer(dir, await freePort(), 60_000, { ...env, ...extra }, server);
      servers.push(started);
      return started;
    };

    beforeAll(async () => {
      dir = await generateProject(`migrations-${engine.options[1]}-${process.pid}`, ["--no-auth", ...engine.options]);
      env = await engine.env();
      await addGroup(dir, ["product", "--yes", "--fields", BEFORE]);
      // Documents stored through the API by the group as first generated.
      const api = await start(DEV_SERVER, { NODE_ENV: "development" });
      ids = [];
      for (const product of products) {
        const answer = await fetch(`${api.url}/products`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(product),
        });
        expect(answer.status, await answer.clone().text()).toBe(201);
        ids.push(((await answer.json()) as { id: string }).id);
      }
      await api.stop();
    });
    afterAll(async () => {
      for (const server of servers) await server.stop();
      await engine.cleanUp();
      rmSync(dir, { recursive: true, force: true });
    });

    it("writes a migration, applies it once from two processes at once, and serves old documents in production", async () => {
      await addGroup(dir, ["product", "--force", "--yes", "--fields", AFTER]);
      const [file] = readdirSync(join(dir, "migrations")).filter((name) => name.endsWith(".ts"));
      expect(file).toMatch(/^\d{14}-products-add-stock-add-sku-index-notes-and-more\.ts$/);
      const source = readFileSync(join(dir, "migrations", file ?? ""), "utf8");
      for (const step of ['fill("stock", 0)', 'index("stock")', 'unique("sku")', 'index("notes")', 'keep("color")'])
        expect(source).toContain(step);
      const name = (file ?? "").replace(/\.ts$/, "");

      // A production build refuses to start while the migration is pending, naming it.
      await runNpmScript(dir, "build");
      const refused = await command(PRODUCTION_SERVER, production);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`Cannot start: 1 migration pending (${name}); run npm run migrate`);
      const status = await command(["npm", "run", "--silent", "migrate", "--", "--status"]);
      expect(status.stdout).toContain(`Pending (1):\n  ${name}\n    products: fill stock with 0 where missing`);

      // Two releases migrating together: the migration applies once.
      const both = await Promise.all([0, 1].map(() => command(["npm", "run", "--silent", "migrate"])));
      expect(both.map((run) => run.code)).toEqual([0, 0]);
      const outputs = both.map((run) => run.stdout).sort();
      expect(outputs[0]).toContain(`Applied ${name}`);
      expect(outputs[1]).toBe("No migration pending.\n");
      expect((await command(["node", "dist/migrate.js"])).stdout).toBe("No migration pending.\n");
      expect((await command(["node", "dist/migrate.js", "--status"])).stdout).toContain("Pending (0): none");

      const api = await start(PRODUCTION_SERVER, production);
      const get = async (path: string) => {
        const answer = await fetch(`${api.url}${path}`);
        expect(answer.status, `${path}: ${await answer.clone().text()}`).toBe(200);
        return answer.json() as Promise<Record<string, unknown>>;
      };
      const lamp = await get(`/products/${ids[0]}`);
      expect(lamp).toMatchObject({ name: "Walnut desk lamp", stock: 0, sku: null, notes: products[0]?.notes });
      expect(lamp).not.toHaveProperty("color");
      const send = (method: string, path: string, body: object) =>
        fetch(`${api.url}${path}`, {
          method,
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
      const restocked = await send("PATCH", `/products/${ids[1]}`, { stock: 7, sku: "LIN-THR" });
      expect(restocked.status).toBe(200);
      // Filters and sorts on the new indexes, the old documents among them.
      const byStock = (await get("/products?sort=-stock&limit=2")) as unknown as { name: string }[];
      expect(byStock.map((product) => product.name)).toEqual(["Linen throw", "Wool runner"]);
      const none = (await get("/products?stock=0")) as unknown as unknown[];
      expect(none).toHaveLength(products.length - 1);
      const byNotes = (await get("/products?sort=notes&limit=1")) as unknown as { name: string }[];
      expect(byNotes.map((product) => product.name)).toEqual(["Wool runner"]);
      // Unique from now on: a second LIN-THR is refused.
      const copy = await send("POST", "/products", { name: "Linen throw, large", price: 60, stock: 2, sku: "LIN-THR" });
      expect(copy.status).toBe(409);
      expect(await copy.json()).toMatchObject({ name: "unique", param: "sku" });
      // The removed field's data is still in the database.
      expect(await engine.storedColors(dir)).toEqual(products.map((product) => product.color));

      // Making a field unique while stored values repeat stops before any change, naming them; the API serves on.
      await addGroup(dir, [
        "product",
        "--force",
        "--yes",
        "--fields",
        AFTER.replace("price:number", "price:number@unique"),
      ]);
      await runNpmScript(dir, "build");
      const duplicates = await command(["npm", "run", "--silent", "migrate"]);
      expect(duplicates.code).toBe(1);
      expect(duplicates.stdout).toMatch(
        /Cannot migrate: \d{14}-products-unique-price: products\.price cannot be made unique: stored documents share values: 89 \(2 documents\)\..*nothing was changed/,
      );
      expect((await get(`/products/${ids[3]}`)).price).toBe(89);
      const pending = await command(["npm", "run", "--silent", "migrate", "--", "--status"]);
      expect(pending.stdout).toContain("Applied (1):");
      expect(pending.stdout).toContain("Pending (1):");
    });

    it("keeps the model, the migrations and the group's tests in step: the project type-checks", async () => {
      await runNpmScript(dir, "typecheck");
    });
  },
);

describe("the same migrations on MongoDB, and a group naming the changed one", () => {
  it("type-check: the naming group's tests follow the new fields, and a file edited by hand is named", async () => {
    const dir = await generateProject(`migrations-mongodb-${process.pid}`, ["--no-auth", "--database", "mongodb"]);
    try {
      await addGroup(dir, ["product", "--yes", "--fields", BEFORE]);
      await addGroup(dir, ["review", "--yes", "--fields", "product:ref(product)!,stars:integer!,body:text"]);
      await addGroup(dir, ["shelf", "--yes", "--fields", "label:string!,product:ref(product)"]);
      const edited = join(dir, "src/api/shelves/shelves.test.ts");
      writeFileSync(edited, `${readFileSync(edited, "utf8")}// Checked by hand.\n`);
      const changed = await runBin(["rest:api", "product", "--force", "--yes", "--fields", AFTER], dir);
      expect(changed.code, changed.stderr).toBe(0);
      expect(`${changed.stdout}${changed.stderr}`).toContain(
        "shelf: src/api/shelves/shelves.test.ts was edited by hand, so it was kept, written for the earlier products " +
          "(added: stock, sku; removed: color)",
      );
      expect(readdirSync(join(dir, "migrations")).filter((name) => name.endsWith(".ts"))).toHaveLength(1);
      const typecheck = await runCommand("npm", ["run", "typecheck"], { cwd: dir });
      // Only the file kept as edited still builds a product without the new required field.
      const errors = [...typecheck.stdout.matchAll(/^(src\/[^(]+)\(/gm)].map((match) => match[1]);
      expect(new Set(errors)).toEqual(new Set(["src/api/shelves/shelves.test.ts"]));
      writeFileSync(edited, readFileSync(edited, "utf8").replace(/color: "[^"]*",/g, "stock: 0, sku: null,"));
      await runNpmScript(dir, "typecheck");
      await runNpmScript(dir, "build");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

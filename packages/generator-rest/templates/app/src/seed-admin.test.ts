import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openUsers } from "./users/open-users.js";
import type { User } from "./users/user.js";
<%_ if (password) { _%>
import { verifyPassword } from "@hostkit/rest/password";
<%_ } _%>
import { seedAdmin } from "./seed-admin.js";
import { createSqliteStore } from "@hostkit/rest/sqlite";
import type { Collection, Store } from "@hostkit/rest";
import { signUp } from "./test/sign-up.js";
import { startTestApp } from "./test/test-app.js";

let store: Store;
let users: Collection<User>;
beforeEach(async () => {
  store = createSqliteStore();
  users = await openUsers(store);
});
afterEach(() => store.close());

const env = { ADMIN_EMAIL: " Root@Example.com "<%- password ? ", ADMIN_PASSWORD: \"first admin password\"" : "" %>, ADMIN_NAME: "Root" };

describe("seedAdmin (npm run seed)", () => {
  it("creates the first administrator from the environment, once", async () => {
    expect(await seedAdmin(users, env)).toBe("Created the administrator root@example.com");
    const admin = await users.findOne({ email: "root@example.com" });
    expect(admin).toMatchObject({ role: "admin", name: "Root" });
<%_ if (password) { _%>
    expect(await verifyPassword(admin?.password ?? "", "first admin password")).toBe(true);
<%_ } _%>
    expect(await seedAdmin(users, env)).toBe("root@example.com is already an administrator");
    expect(await users.count({})).toBe(1);
  });

  it("makes an existing user with that e-mail an administrator", async () => {
    await seedAdmin(users, env);
    const root = await users.findOne({ email: "root@example.com" });
    await users.update(root?.id ?? "", { role: "user" });
    expect(await seedAdmin(users, env)).toBe("root@example.com is now an administrator");
    expect((await users.findById(root?.id ?? ""))?.role).toBe("admin");
  });

  it("names what is missing or wrong, and creates nobody", async () => {
<%_ if (password) { _%>
    await expect(seedAdmin(users, {})).rejects.toThrow("ADMIN_EMAIL and ADMIN_PASSWORD must be set");
    await expect(seedAdmin(users, { ...env, ADMIN_PASSWORD: "123" })).rejects.toThrow("ADMIN_PASSWORD must be 6 characters or more");
<%_ } else { _%>
    await expect(seedAdmin(users, {})).rejects.toThrow("ADMIN_EMAIL must be set");
<%_ } _%>
    await expect(seedAdmin(users, { ...env, ADMIN_EMAIL: "root" })).rejects.toThrow('ADMIN_EMAIL must be an e-mail address, got "root"');
    expect(await users.count({})).toBe(0);
  });
});

describe("npm run seed beside a running server", () => {
  it("changes what the server answers at once: both write the same store file", async () => {
    const dir = await mkdtemp(join(tmpdir(), "seed-"));
    const app = await startTestApp({}, false, createSqliteStore(join(dir, "data")));
    try {
      const root = await signUp(app, "root@example.com");
      expect((await app.request("GET", "/users", { bearer: root.token })).status).toBe(403);
      const tsx = createRequire(import.meta.url).resolve("tsx/cli");
      const seed = fileURLToPath(new URL("seed.ts", import.meta.url));
      const { stdout } = await promisify(execFile)(process.execPath, [tsx, seed], {
        cwd: dir,
        env: { ...embeddedOnly(process.env), NODE_ENV: "test", ...env, ADMIN_EMAIL: "root@example.com" },
      });
      expect(stdout).toContain("root@example.com is now an administrator");
      expect((await app.request("GET", "/users", { bearer: root.token })).status).toBe(200);
    } finally {
      await app.close();
      await rm(dir, { recursive: true });
    }
  });
});

/**
 * The environment without a database's address: the store file is what the server and the seed share here, and a
 * run with DATABASE_URL or MONGODB_URI set (a CI job with a database service) would send the seed elsewhere.
 */
function embeddedOnly(environment: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(environment).filter(([name]) => !["DATABASE_URL", "MONGODB_URI"].includes(name)));
}

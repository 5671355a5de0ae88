import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../bench/free-port.js";
import { addGroup } from "../helpers/add-group.js";
import { generateProject } from "../helpers/generate-project.js";
import { postgresBin, startPostgresCluster, type PostgresCluster } from "../helpers/postgres-cluster.js";
import { startDevServer, type DevServer } from "../helpers/start-dev-server.js";
import { missingArticles, writeUntilKilled } from "../helpers/write-until-killed.js";

const redisUrl = process.env["REDIS_URL"];
/** The API without a watcher, so a process that cannot start exits. */
const SERVER = ["node", "--import", "tsx", "src/server.ts"] as const;
const RATE_LIMIT_MAX = 5;

const CLIENTS = 16;

// One generated project with articles that the master key creates, for every test here.
let dir = "";
let masterKey = "";
beforeAll(async () => {
  dir = await generateProject("instances", []);
  await addGroup(dir, ["article", "--fields", "title:string!", "--master-methods", "create"]);
  masterKey = /^MASTER_KEY=(.+)$/m.exec(readFileSync(join(dir, ".env"), "utf8"))?.[1] ?? "";
});

describe("a generated project on its embedded store, killed while clients write", () => {
  /** Acknowledged creations before the kill: enough that many writes are in flight when it lands. */
  const BEFORE_KILL = 1_000;

  it("keeps every document it answered 201 for after SIGKILL and a restart", async () => {
    const first = await startDevServer(dir, await freePort());
    const acknowledged = await writeUntilKilled(first, masterKey, CLIENTS, BEFORE_KILL);
    expect(acknowledged.length).toBeGreaterThanOrEqual(BEFORE_KILL);

    const second = await startDevServer(dir, await freePort());
    try {
      expect(await missingArticles(second.url, acknowledged, CLIENTS)).toEqual([]);
      const listed = (await (await fetch(`${second.url}/articles?limit=1&fields=id`)).json()) as unknown[];
      expect(listed).toHaveLength(1);
    } finally {
      await second.stop();
    }
  });
});

// The API as it runs past one machine: two processes over one PostgreSQL and one Redis.
describe.runIf(postgresBin && redisUrl)("two API processes over one PostgreSQL and one Redis", () => {
  let cluster: PostgresCluster;
  let env: Record<string, string> = {};
  let a: DevServer;
  let b: DevServer;
  const start = async (extra: Record<string, string> = {}) =>
    startDevServer(dir, await freePort(), 60_000, { ...env, ...extra }, SERVER);

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    env = {
      NODE_ENV: "development",
      DATABASE_URL: cluster.url,
      REDIS_URL: redisUrl as string,
      REDIS_PREFIX: `instances-${Date.now()}:`,
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      RATE_LIMIT_ACCOUNT_MAX: "100",
    };
    [a, b] = await Promise.all([start(), start()]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await cluster?.remove();
  });

  const basic = (email: string, password: string) => `Basic ${Buffer.from(`${email}:${password}`).toString("base64")}`;
  const send = (
    server: DevServer,
    method: string,
    path: string,
    headers: Record<string, string> = {},
    json?: unknown,
  ) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: json === undefined ? headers : { ...headers, "content-type": "application/json" },
      body: json === undefined ? undefined : JSON.stringify(json),
    });

  it("creates one user of 20 concurrent sign-ups with one e-mail spread over both", async () => {
    const body = { email: "same@example.com", password: "first password", access_token: masterKey };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => send(n % 2 ? a : b, "POST", "/users", {}, body)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, ...Array.from({ length: 19 }, () => 409)]);
  });

  it("refuses on one the token signed out by a password change on the other, at once", async () => {
    const session = await send(
      a,
      "POST",
      "/auth",
      { authorization: basic("same@example.com", "first password") },
      { access_token: masterKey },
    );
    const { token } = (await session.json()) as { token: string };
    const bearer = { authorization: `Bearer ${token}` };
    expect((await send(b, "GET", "/users/me", bearer)).status).toBe(200);
    const change = await send(
      a,
      "PUT",
      "/users/me/password",
      { authorization: basic("same@example.com", "first password") },
      { password: "second password" },
    );
    expect(change.status).toBe(200);
    expect((await send(b, "GET", "/users/me", bearer)).status).toBe(401);
  });

  it("counts the rate limit of a route across both", async () => {
    // Sign-in attempts alternate between the two: counted apart, each would allow RATE_LIMIT_MAX.
    const answers: { server: DevServer; status: number }[] = [];
    for (let attempt = 0; attempt < 2 * RATE_LIMIT_MAX; attempt += 1) {
      const server = attempt % 2 ? a : b;
      const headers = { authorization: basic("same@example.com", "wrong") };
      answers.push({
        server,
        status: (await send(server, "POST", "/auth", headers, { access_token: masterKey })).status,
      });
    }
    const refused = answers.findIndex((answer) => answer.status === 429);
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThan(RATE_LIMIT_MAX);
    expect(answers.slice(0, refused).every((answer) => answer.status === 401)).toBe(true);
    expect(answers.slice(refused).every((answer) => answer.status === 429)).toBe(true);
    expect(new Set(answers.slice(refused).map((answer) => answer.server)).size).toBe(2);
  });

  it("answers 503 while PostgreSQL is down, names it in the readiness route, and recovers when it is back", async () => {
    await cluster.stop();
    try {
      const list = await send(b, "GET", "/articles");
      expect(list.status).toBe(503);
      expect(((await list.json()) as { message: string }).message).toMatch(/^The database is unavailable/);
      const ready = await send(b, "GET", "/health/ready");
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { message: string }).message).toBe("Not ready: database not answering");
      expect((await send(b, "GET", "/health")).status).toBe(200);
    } finally {
      await cluster.start();
    }
    expect((await send(b, "GET", "/articles")).status).toBe(200);
    expect((await send(b, "GET", "/health/ready")).status).toBe(200);
  });

  it(`loses no article answered 201 when one is killed while ${CLIENTS} clients create articles`, async () => {
    const acknowledged = await writeUntilKilled(a, masterKey, CLIENTS, 300);
    expect(acknowledged.length).toBeGreaterThanOrEqual(300);
    expect(await missingArticles(b.url, acknowledged, CLIENTS)).toEqual([]);
  });

  it("refuses to start on a malformed or unreachable DATABASE_URL, naming it", async () => {
    await expect(start({ DATABASE_URL: "localhost:5432/app" })).rejects.toThrow(
      /Cannot start: DATABASE_URL must be a URL such as postgres:\/\//,
    );
    const closed = new URL(cluster.url);
    closed.port = String(await freePort());
    await expect(start({ DATABASE_URL: closed.href })).rejects.toThrow(
      /Cannot start: DATABASE_URL: cannot set up the database: .*ECONNREFUSED/,
    );
  });
});

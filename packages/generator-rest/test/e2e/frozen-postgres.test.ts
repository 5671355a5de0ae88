import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../bench/free-port.js";
import { addGroup } from "../helpers/add-group.js";
import { generateProject } from "../helpers/generate-project.js";
import { postgresBin, startPostgresCluster, type PostgresCluster } from "../helpers/postgres-cluster.js";
import { startDevServer, type DevServer } from "../helpers/start-dev-server.js";

const run = promisify(execFile);

/** The API without a watcher, so a process that cannot start exits. */
const SERVER = ["node", "--import", "tsx", "src/server.ts"] as const;

/** The postmaster, found as the parent of a backend it started, and every process under it. */
async function clusterProcesses(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
  // Read while connected: the backend exits with its connection.
  const stat = readFileSync(`/proc/${rows[0]?.pid}/stat`, "utf8");
  await client.end();
  const postmaster = Number(stat.slice(stat.lastIndexOf(") ") + 2).split(" ")[1]);
  const { stdout } = await run("pgrep", ["-P", String(postmaster)]);
  return [postmaster, ...stdout.split("\n").filter(Boolean).map(Number)];
}

// A server that stops answering (frozen, or cut off by the network) cannot cut its own statements.
describe.runIf(postgresBin)("a generated project over a PostgreSQL server that stops answering", () => {
  let cluster: PostgresCluster;
  let server: DevServer;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    const dir = await generateProject("frozen-postgres", ["--database", "postgres"]);
    await addGroup(dir, ["article", "--fields", "title:string!"]);
    // One connection, so that a request stuck on it would hold back every other.
    const env = {
      NODE_ENV: "development",
      DATABASE_URL: cluster.url,
      DATABASE_POOL_SIZE: "1",
      DATABASE_STATEMENT_TIMEOUT: "300",
      DATABASE_QUERY_TIMEOUT: "500",
      DATABASE_CONNECTION_TIMEOUT: "500",
    };
    server = await startDevServer(dir, await freePort(), 60_000, env, SERVER);
  });
  afterAll(async () => {
    await server?.stop();
    await cluster?.remove();
  });

  // A guard, not a measure: without it a request the API never answers would leave the cluster stopped.
  const get = (path: string) => fetch(`${server.url}${path}`, { signal: AbortSignal.timeout(30_000) });

  it("answers 503 to lists and readiness while it is stopped, and 200 once it runs again", async () => {
    expect((await get("/articles")).status).toBe(200);
    const processes = await clusterProcesses(cluster.url);
    for (const pid of processes) process.kill(pid, "SIGSTOP");
    try {
      // The second finds the pool's one connection closed, not held by the first, and waits for a new one.
      expect((await get("/articles")).status).toBe(503);
      expect((await get("/articles")).status).toBe(503);
      expect((await get("/health/ready")).status).toBe(503);
    } finally {
      for (const pid of processes) process.kill(pid, "SIGCONT");
    }
    expect((await get("/articles")).status).toBe(200);
    expect((await get("/health/ready")).status).toBe(200);
  });
});

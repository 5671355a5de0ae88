// `npm run bench -w generator-rest`: a generated API against a bare Fastify hello-world,
// both in production mode on loopback, each endpoint driven by autocannon for a bounded time;
// then the scale table: article lists over 10,000 and 100,000 stored articles, in the same
// rounds, and the start-up of a store of 1,000,000.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { generateBenchProject, hashParameters, seedUsers } from "./bench-project.js";
import { freePort } from "./free-port.js";
import { measure, type Load, type Measured } from "./measure.js";
import { scaleQueries, startScaleServer, timeStoreCalls, type ScaleServer } from "./scale.js";
import { productionEnv, startServer } from "./start-server.js";

const SECONDS = Number(process.env["BENCH_SECONDS"] ?? 3);
const ROUNDS = Number(process.env["BENCH_ROUNDS"] ?? 3);
const CONNECTIONS = 10;
const USERS = 10_000;
const SCALES = [10_000, 100_000];
const LARGEST = Number(process.env["BENCH_LARGEST"] ?? 1_000_000);
const admin = { email: "admin@example.com", password: "bench password" };

const project = generateBenchProject();
await seedUsers(project, USERS, admin);
const masterKey = /^MASTER_KEY=(.+)$/m.exec(readFileSync(join(project, ".env"), "utf8"))?.[1] ?? "";

const api = `http://127.0.0.1:${await freePort()}`;
const hello = `http://127.0.0.1:${await freePort()}`;
const stopApi = await startServer({
  command: process.execPath,
  args: ["--env-file=.env", "dist/server.js"],
  cwd: project,
  // Every sign-in comes from one address here: lift the per-client limit so POST /auth measures hashing, not 429s.
  env: { ...process.env, ...productionEnv, PORT: new URL(api).port, RATE_LIMIT_MAX: "100000000" },
  readyUrl: `${api}/health`,
});
const scaled: [number, ScaleServer][] = [];
for (const count of SCALES) scaled.push([count, await startScaleServer(project, count)]);
const stopHello = await startServer({
  command: process.execPath,
  args: ["--import", "tsx", fileURLToPath(new URL("hello-world-server.ts", import.meta.url))],
  cwd: project,
  env: { ...process.env, NODE_ENV: "production", PORT: new URL(hello).port },
  readyUrl: hello,
});

try {
  const basic = `Basic ${Buffer.from(`${admin.email}:${admin.password}`).toString("base64")}`;
  const form = { "content-type": "application/x-www-form-urlencoded" };
  const signIn = { method: "POST", headers: { ...form, authorization: basic }, body: `access_token=${masterKey}` } as const;
  const session = (await (await fetch(`${api}/auth`, signIn)).json()) as { token: string };
  const bearer = { authorization: `Bearer ${session.token}` };

  const loads: [string, Omit<Load, "seconds" | "connections">][] = [
    ["Fastify hello-world GET /", { url: `${hello}/` }],
    ["GET /health (no store, no token)", { url: `${api}/health` }],
    ["GET /users/me", { url: `${api}/users/me`, headers: bearer }],
    [`GET /users?limit=30 (${USERS} users)`, { url: `${api}/users?limit=30`, headers: bearer }],
    ["POST /auth", { url: `${api}/auth`, ...signIn }],
    ...scaled.flatMap(([count, server]) =>
      scaleQueries.map((query): [string, { url: string }] => [scaleName(query, count), { url: `${server.url}/articles?${query}` }]),
    ),
  ];
  // Rounds go through every endpoint in turn, so a slow spell of a shared machine hits all of them
  // alike; each endpoint keeps its best round, since interference only ever lowers a figure.
  const best = new Map<string, Measured>();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, load] of loads) {
      const measured = await measure({ ...load, seconds: SECONDS, connections: CONNECTIONS });
      if (measured.non2xx > 0) throw new Error(`${name}: ${measured.non2xx} answers were not 2xx`);
      if (measured.requestsPerSecond > (best.get(name)?.requestsPerSecond ?? 0)) best.set(name, measured);
    }
  }
  const results = [...best];
  report(results);
  reportScale(results);
} finally {
  await Promise.all([stopApi(), stopHello(), ...scaled.map(([, server]) => server.stop())]);
}
for (const count of SCALES) console.log(`store calls at ${count} articles (ms each):`, await timeStoreCalls(project, count));
await reportLargest();

function scaleName(query: string, count: number): string {
  return `GET /articles?${decodeURIComponent(query)} (${count.toLocaleString("en")})`;
}

function report(results: [string, Measured][]): void {
  const peer = results[0]?.[1].requestsPerSecond ?? 1;
  console.log(`\ngenerator-rest: generated API vs bare Fastify, ${CONNECTIONS} connections, best of ${ROUNDS} rounds of ${SECONDS} s, Node ${process.version}\n`);
  console.log("| endpoint | req/s | p99 ms | vs hello-world |");
  console.log("|---|---:|---:|---:|");
  for (const [name, measured] of results) {
    const ratio = `${((measured.requestsPerSecond / peer) * 100).toFixed(0)}%`;
    console.log(`| ${name} | ${measured.requestsPerSecond.toFixed(0)} | ${measured.p99Ms} | ${ratio} |`);
  }
  const me = results.find(([name]) => name === "GET /users/me")?.[1].requestsPerSecond ?? 0;
  const signIns = results.find(([name]) => name === "POST /auth")?.[1].requestsPerSecond ?? 0;
  console.log(`\nGET /users/me at ${((me / peer) * 100).toFixed(0)}% of hello-world (target >= 50%)`);
  console.log(`POST /auth: ${signIns.toFixed(0)} sign-ins per second, ${hashParameters(project)}`);
}

/** Each list query at every scale, with its ratio to the smallest: the issue asks for at least 50%. */
function reportScale(results: [string, Measured][]): void {
  const measured = new Map(results);
  const [smallest = 0] = SCALES;
  console.log(`\n| GET /articles?... | ${SCALES.map((count) => `N = ${count.toLocaleString("en")}`).join(" | ")} | largest vs smallest |`);
  console.log(`|---|${SCALES.map(() => "---:|").join("")}---:|`);
  for (const query of scaleQueries) {
    const cells = SCALES.map((count) => measured.get(scaleName(query, count)));
    const text = cells.map((cell) => (cell ? `${cell.requestsPerSecond.toFixed(0)} req/s, p99 ${cell.p99Ms} ms` : "-"));
    const first = measured.get(scaleName(query, smallest))?.requestsPerSecond ?? 1;
    const last = cells.at(-1)?.requestsPerSecond ?? 0;
    console.log(`| ${decodeURIComponent(query)} | ${text.join(" | ")} | ${((last / first) * 100).toFixed(0)}% |`);
  }
}

/** Start-up over the largest store, then the time of single requests on it. */
async function reportLargest(): Promise<void> {
  const seeding = performance.now();
  const server = await startScaleServer(project, LARGEST);
  const seededIn = (performance.now() - seeding - server.startupMs) / 1000;
  try {
    console.log(`\n${LARGEST.toLocaleString("en")} articles (seeded in ${seededIn.toFixed(0)} s): started in ${server.startupMs.toFixed(0)} ms`);
    for (const query of [...scaleQueries, scaleQueries.at(-1) ?? ""]) {
      const started = performance.now();
      const response = await fetch(`${server.url}/articles?${query}`);
      const { count } = (await response.json()) as { count: number };
      const took = (performance.now() - started).toFixed(0);
      console.log(`  GET /articles?${decodeURIComponent(query)}: ${response.status}, count ${count}, ${took} ms`);
    }
  } finally {
    await server.stop();
  }
}

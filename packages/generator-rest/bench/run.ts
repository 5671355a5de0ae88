// `npm run bench -w generator-rest`: a generated API against a bare Fastify hello-world, both in
// production mode on loopback, each endpoint driven by autocannon for a bounded time. The API
// runs on the embedded store and, when BENCH_POSTGRES_URL or POSTGRES_TEST_URL names a server,
// on PostgreSQL, each over 10,000 and 100,000 articles of varied text: list pages at both sizes,
// keyword searches, GET /users/me, and the start-up that makes the keyword index.
// BENCH_ONLY=lists measures the list pages alone beside the hello-world (no users, sign-in or
// keyword searches): with BENCH_SCALES=100000 and no PostgreSQL URL, the filtered and deep pages
// against the first plain page on SQLite, in about two minutes.
import { availableParallelism, loadavg } from "node:os";
import { generateBenchProject, hashParameters } from "./bench-project.js";
import { bestOfRounds, type NamedLoad } from "./best-of-rounds.js";
import type { Measured } from "./measure.js";
import {
  deepPage,
  deepPageQuery,
  embeddedEngine,
  listQueries,
  postgresEngine,
  searchQueries,
  startScaleServer,
  type Engine,
  type ScaleServer,
} from "./scale.js";
import { bearerFor, signInRequest } from "./sign-in.js";
import { startHelloWorld } from "./start-hello-world.js";

const SECONDS = Number(process.env["BENCH_SECONDS"] ?? 3);
const ROUNDS = Number(process.env["BENCH_ROUNDS"] ?? 3);
const CONNECTIONS = 10;
const USERS = 1_000;
const SCALES = (process.env["BENCH_SCALES"] ?? "10000,100000").split(",").map(Number);
const admin = { email: "admin@example.com", password: "bench password" };
const postgresUrl = process.env["BENCH_POSTGRES_URL"] ?? process.env["POSTGRES_TEST_URL"];
const listsOnly = process.env["BENCH_ONLY"] === "lists";
// BENCH_FILL=api creates the articles through POST /articles, as a collection grows in use, instead of bulk SQL.
const throughApi = process.env["BENCH_FILL"] === "api";
const searches = listsOnly ? [] : searchQueries;

const loads = [`at the start: ${loadAverage()}`];
const project = generateBenchProject();
// BENCH_ENGINES=postgresql (or embedded) runs one engine alone.
const engines = [embeddedEngine(project), ...(postgresUrl ? [postgresEngine(project, postgresUrl)] : [])].filter(
  (engine) =>
    !process.env["BENCH_ENGINES"] ||
    process.env["BENCH_ENGINES"].includes(engine.name.split(" ")[0]?.toLowerCase() ?? ""),
);
if (!postgresUrl) console.log("No BENCH_POSTGRES_URL or POSTGRES_TEST_URL: PostgreSQL is left out.");

const servers: [Engine, number, ScaleServer][] = [];
const { url: hello, server: helloServer } = await startHelloWorld(project);
try {
  for (const engine of engines) {
    for (const count of SCALES) {
      // The users live beside the smallest collection: its server answers GET /users/me and POST /auth.
      const users = count === SCALES[0] && !listsOnly ? { count: USERS, admin } : undefined;
      servers.push([
        engine,
        count,
        await startScaleServer(project, engine, count, users, throughApi ? { admin } : undefined),
      ]);
    }
  }
  loads.push(`after seeding: ${loadAverage()}`);
  const named: NamedLoad[] = [["Fastify hello-world GET /", { url: `${hello}/`, cpuMs: helloServer.cpuMs }]];
  for (const [engine, count, server] of servers) {
    const api = { cpuMs: server.cpuMs };
    // Each round comes back to a server after its database pool has closed its idle connections: the first
    // load would pay for opening them again. An unreported page opens them, so every list is measured warm.
    named.push([
      `${engine.name}: warm-up GET /articles?limit=30 (${count})`,
      { url: `${server.url}/articles?limit=30`, ...api },
    ]);
    if (count === SCALES[0] && !listsOnly) {
      const signIn = signInRequest(project, admin);
      const bearer = await bearerFor(server.url, signIn);
      if (engine === engines[0])
        named.push(["GET /health (no store, no token)", { url: `${server.url}/health`, ...api }]);
      named.push([`${engine.name}: GET /users/me`, { url: `${server.url}/users/me`, headers: bearer, ...api }]);
      if (engine === engines[0]) named.push(["POST /auth", { url: `${server.url}/auth`, ...signIn, ...api }]);
    }
    for (const query of [...listQueries, ...searches]) {
      named.push([scaleName(engine, query, count), { url: `${server.url}/articles?${query}`, ...api }]);
    }
    const deep = await deepPageQuery(server.url, count);
    named.push([scaleName(engine, deepPage, count), { url: `${server.url}/articles?${deep}`, ...api }]);
  }
  const results = [...(await bestOfRounds(named, { rounds: ROUNDS, seconds: SECONDS, connections: CONNECTIONS }))];
  loads.push(`at the end: ${loadAverage()}`);
  report(results);
  for (const engine of engines) reportScale(engine, new Map(results));
  reportStartUp();
} finally {
  await Promise.all([helloServer.stop(), ...servers.map(([, , server]) => server.stop())]);
  for (const engine of engines) await engine.clean();
}

function scaleName(engine: Engine, query: string, count: number): string {
  return `${engine.name}: GET /articles?${decodeURIComponent(query)} (${count.toLocaleString("en")})`;
}

function loadAverage(): string {
  return `${loadavg()
    .map((load) => load.toFixed(2))
    .join(", ")} (${availableParallelism()} cores)`;
}

function percent(ratio: number): string {
  return Number.isFinite(ratio) ? `${(ratio * 100).toFixed(0)}%` : "-";
}

/** Endpoints beside the hello-world: GET /users/me and a list page on each engine. */
function report(results: [string, Measured][]): void {
  const peer = results[0]?.[1] ?? { requestsPerSecond: 1, cpuUsPerRequest: 1 };
  console.log(
    `\ngenerator-rest: generated API vs bare Fastify, ${CONNECTIONS} connections, best of ${ROUNDS} rounds of ${SECONDS} s, Node ${process.version}`,
  );
  console.log(`load average ${loads.join("; ")}\n`);
  console.log("| endpoint | req/s | p99 ms | vs hello-world | server CPU µs/request | vs hello-world (CPU) |");
  console.log("|---|---:|---:|---:|---:|---:|");
  const listPage = `GET /articles?${listQueries[0]} (${SCALES[0]?.toLocaleString("en")})`;
  for (const [name, measured] of results) {
    if (name.includes("/articles?") && !name.endsWith(listPage)) continue;
    const ratio = percent(measured.requestsPerSecond / peer.requestsPerSecond);
    const cpuRatio = percent(peer.cpuUsPerRequest / measured.cpuUsPerRequest);
    console.log(
      `| ${name} | ${measured.requestsPerSecond.toFixed(0)} | ${measured.p99Ms} | ${ratio} | ${measured.cpuUsPerRequest.toFixed(0)} | ${cpuRatio} |`,
    );
  }
  const signIns = results.find(([name]) => name === "POST /auth")?.[1].requestsPerSecond;
  if (signIns === undefined) return;
  console.log(`POST /auth: ${signIns.toFixed(0)} sign-ins per second, ${hashParameters(project)}`);
}

/** Each list page and search of an engine at every scale; list pages at 100,000 should keep 90% of their req/s at 10,000, searches a p99 under 50 ms. */
function reportScale(engine: Engine, measured: Map<string, Measured>): void {
  const [smallest = 0] = SCALES;
  console.log(
    `\n| ${engine.name}: GET /articles?... | ${SCALES.map((count) => `N = ${count.toLocaleString("en")}`).join(" | ")} | largest vs smallest |`,
  );
  console.log(`|---|${SCALES.map(() => "---:|").join("")}---:|`);
  for (const query of [...listQueries, deepPage, ...searches]) {
    const cells = SCALES.map((count) => measured.get(scaleName(engine, query, count)));
    const text = cells.map((cell) =>
      cell
        ? `${cell.requestsPerSecond.toFixed(0)} req/s, p99 ${cell.p99Ms} ms, ${cell.cpuUsPerRequest.toFixed(0)} µs CPU`
        : "-",
    );
    const first = measured.get(scaleName(engine, query, smallest))?.requestsPerSecond ?? 1;
    const last = cells.at(-1)?.requestsPerSecond ?? 0;
    console.log(`| ${decodeURIComponent(query)} | ${text.join(" | ")} | ${percent(last / first)} |`);
  }
  // A filtered page and a deep one should keep 90% of the first plain page's req/s at the largest scale.
  const largest = SCALES.at(-1) ?? 0;
  const plain = measured.get(scaleName(engine, listQueries[0] ?? "", largest))?.requestsPerSecond ?? 1;
  for (const query of [listQueries[3] ?? "", deepPage]) {
    const against = measured.get(scaleName(engine, query, largest))?.requestsPerSecond ?? 0;
    console.log(
      `${engine.name}, ${largest.toLocaleString("en")}: ${decodeURIComponent(query)} at ${percent(against / plain)} of the first plain page`,
    );
  }
}

function reportStartUp(): void {
  const how = throughApi ? "POST /articles, 16 clients; API CPU per POST, and the database's" : "plain SQL";
  console.log(`\n| engine | seeding (${how}) | first start (makes the keyword index) |`);
  console.log("|---|---|---|");
  for (const [engine, count, server] of servers) {
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const post = server.postCpuUs === undefined ? "" : `, ${server.postCpuUs.toFixed(0)} µs`;
    const database = server.databaseCpuUs === undefined ? "" : ` + ${server.databaseCpuUs.toFixed(0)} µs`;
    console.log(
      `| ${engine.name}, ${count.toLocaleString("en")} articles | ${seconds(server.seedMs)}${post}${database} | ${seconds(server.startupMs)} |`,
    );
  }
}

// `npx tsx bench/users-me.ts` (after `npm run build`): the request path alone, in production mode on
// loopback: a bare Fastify hello-world, GET /health, GET /users/me and POST /articles (one article of the
// benchmark's text, created again and again), in alternating rounds, each
// keeping its best round (`BENCH_ROUNDS=0`: none). `BENCH_PROFILE=1` then profiles the API under GET /users/me load
// (`BENCH_PROFILE=/health`: that path; `BENCH_PROFILE="POST /articles"`: creating an article) and prints its self time per request by file and function.
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { generateBenchProject } from "./bench-project.js";
import { articleText } from "./article-text.js";
import { bestOfRounds, type NamedLoad } from "./best-of-rounds.js";
import { freePort } from "./free-port.js";
import { measure } from "./measure.js";
import { seedUsers } from "./seed-store.js";
import { bearerFor, signInRequest } from "./sign-in.js";
import { startHelloWorld } from "./start-hello-world.js";
import { productionEnv, startServer, type RunningServer } from "./start-server.js";

const SECONDS = Number(process.env["BENCH_SECONDS"] ?? 4);
const ROUNDS = Number(process.env["BENCH_ROUNDS"] ?? 4);
const CONNECTIONS = 10;
const admin = { email: "admin@example.com", password: "bench password" };

// BENCH_REUSE=1 runs the project generated last time as it is now (edited and rebuilt by hand, say).
const project = process.env["BENCH_REUSE"]
  ? join(fileURLToPath(new URL("..", import.meta.url)), ".tmp", "bench")
  : generateBenchProject();
if (!process.env["BENCH_REUSE"]) {
  rmSync(join(project, "data"), { recursive: true, force: true });
  await seedUsers(project, { dataDir: join(project, "data") }, 100, admin);
}

const startApi = async (flags: string[] = []): Promise<{ server: RunningServer; url: string }> => {
  const url = `http://127.0.0.1:${await freePort()}`;
  const server = await startServer({
    command: process.execPath,
    args: [...flags, "dist/server.js"],
    cwd: project,
    env: { ...process.env, ...productionEnv, PORT: new URL(url).port },
    readyUrl: `${url}/health`,
  });
  return { server, url };
};

const signIn = (api: string): Promise<Record<string, string>> => bearerFor(api, signInRequest(project, admin));

const api = await startApi();
const { url: hello, server: helloServer } = await startHelloWorld(project);

try {
  const bearer = await signIn(api.url);
  const loads: NamedLoad[] = [
    ["Fastify hello-world GET /", { url: `${hello}/`, cpuMs: helloServer.cpuMs }],
    ["GET /health", { url: `${api.url}/health`, cpuMs: api.server.cpuMs }],
    ["GET /users/me", { url: `${api.url}/users/me`, headers: bearer, cpuMs: api.server.cpuMs }],
    [
      "POST /articles",
      {
        url: `${api.url}/articles`,
        method: "POST",
        headers: { ...bearer, "content-type": "application/json" },
        body: JSON.stringify(articleText(7)),
        cpuMs: api.server.cpuMs,
      },
    ],
  ];
  const best = await bestOfRounds(loads, { rounds: ROUNDS, seconds: SECONDS, connections: CONNECTIONS });
  const peer = best.get("Fastify hello-world GET /");
  console.log(`best of ${ROUNDS} rounds of ${SECONDS} s, ${CONNECTIONS} connections, Node ${process.version}`);
  console.log("| endpoint | req/s | vs hello-world | server CPU µs/request |");
  for (const [name, measured] of best) {
    const ratio = peer ? `${((measured.requestsPerSecond / peer.requestsPerSecond) * 100).toFixed(0)}%` : "-";
    console.log(
      `| ${name} | ${measured.requestsPerSecond.toFixed(0)} | ${ratio} | ${measured.cpuUsPerRequest.toFixed(1)} |`,
    );
  }
} finally {
  await Promise.all([api.server.stop(), helloServer.stop()]);
}

if (process.env["BENCH_PROFILE"]) await profile();

/** Self time per request of each file and function under load (GET /users/me, or what BENCH_PROFILE names: a path, or `POST /articles`), from a `--cpu-prof` of the API. */
async function profile(): Promise<void> {
  const dir = join(project, ".cpu-prof");
  rmSync(dir, { recursive: true, force: true });
  // "POST /articles" creates one article of the benchmark's text again and again.
  const named = /^(POST )?(\/.*)$/.exec(process.env["BENCH_PROFILE"] ?? "");
  const [method, path] = named ? [named[1], named[2] ?? "/"] : [undefined, "/users/me"];
  const post = method ? { method: "POST" as const, body: JSON.stringify(articleText(7)) } : {};
  const profiled = await startApi(["--cpu-prof", `--cpu-prof-dir=${dir}`]);
  let requests: number;
  try {
    const headers = { ...(await signIn(profiled.url)), ...(method ? { "content-type": "application/json" } : {}) };
    const load = { url: `${profiled.url}${path}`, headers, ...post, seconds: SECONDS, connections: CONNECTIONS };
    requests = (await measure(load)).requestsPerSecond * (SECONDS + 1);
  } finally {
    await profiled.server.stop();
  }
  const [file] = readdirSync(dir);
  if (!file) throw new Error("no profile written");
  interface Node {
    id: number;
    callFrame: { url: string; functionName: string };
  }
  const cpu = JSON.parse(readFileSync(join(dir, file), "utf8")) as {
    nodes: Node[];
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(cpu.nodes.map((node) => [node.id, node]));
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  cpu.samples.forEach((id, index) => {
    const frame = byId.get(id)?.callFrame;
    const file = frame?.url ? frame.url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*\/dist\//, "app:") : "";
    const name = frame?.functionName || "(anonymous)";
    const us = cpu.timeDeltas[index] ?? 0;
    byFile.set(file || name, (byFile.get(file || name) ?? 0) + us);
    byFunction.set(`${file} ${name}`, (byFunction.get(`${file} ${name}`) ?? 0) + us);
  });
  for (const [title, totals] of [
    ["file", byFile],
    ["function", byFunction],
  ] as const) {
    const sorted = [...totals].filter(([where]) => !where.includes("(idle)")).sort((a, b) => b[1] - a[1]);
    console.log(
      `\nself time per ${method ?? "GET "}${path} by ${title} (about ${requests.toFixed(0)} requests, warm-up included), µs:`,
    );
    for (const [where, us] of sorted.slice(0, 45)) console.log(`${(us / requests).toFixed(2).padStart(7)}  ${where}`);
  }
}

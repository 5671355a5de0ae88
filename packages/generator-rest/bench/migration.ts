// `npm run bench:migration -w generator-rest`: adds an indexed integer with a default (`stock:integer!=0@indexed`) to
// 100,000 articles of varied text through `rest:api article --force`, and applies the migration it writes with
// `node dist/migrate.js` on the embedded store and, when BENCH_POSTGRES_URL or POSTGRES_TEST_URL names a server, on
// PostgreSQL: the backfill's and the index's time, and the p99 of GET /articles?limit=30 on the running API before
// and while the migration runs.
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { join } from "node:path";
import autocannon from "autocannon";
import { generateBenchProject } from "./bench-project.js";
import { measure } from "./measure.js";
import { embeddedEngine, postgresEngine, startScaleServer } from "./scale.js";
import { productionEnv } from "./start-server.js";

const COUNT = Number(process.env["BENCH_COUNT"] ?? 100_000);
const CONNECTIONS = 10;
const postgresUrl = process.env["BENCH_POSTGRES_URL"] ?? process.env["POSTGRES_TEST_URL"];

const project = generateBenchProject();
const bin = join(import.meta.dirname, "..", "bin", "generator-rest.js");
const fields = "title:string!,content:text,published:boolean@indexed,price:number@indexed,stock:integer!=0@indexed";
const engines = [embeddedEngine(project), ...(postgresUrl ? [postgresEngine(project, postgresUrl)] : [])];
if (!postgresUrl) console.log("No BENCH_POSTGRES_URL or POSTGRES_TEST_URL: PostgreSQL is left out.");

// The API as it was before the change, on each engine, serving the articles while the migration runs: started before
// the migration exists, since a production start refuses while one is pending.
const servers = [];
for (const engine of engines) servers.push(await startScaleServer(project, engine, COUNT));
execFileSync(process.execPath, [bin, "rest:api", "article", "--force", "--yes", "--fields", fields], {
  cwd: project,
  stdio: "ignore",
});
execFileSync("npx", ["tsc", "-p", "migrations"], { cwd: project, stdio: "ignore" });

const rows: string[] = [];
for (const [at, engine] of engines.entries()) {
  const server = servers[at];
  if (!server) continue;
  const page = `${server.url}/articles?limit=30`;
  const before = await measure({ url: page, seconds: 5, connections: CONNECTIONS });
  const database = engine.name === "PostgreSQL" ? databaseUrl() : undefined;
  // Until the migration ends: autocannon's callback form answers an instance that can be stopped.
  let answered: (result: autocannon.Result) => void = () => {};
  const finished = new Promise<autocannon.Result>((resolve) => (answered = resolve));
  const during = autocannon({ url: page, connections: CONNECTIONS, duration: 3600 }, (_error, result) =>
    answered(result),
  );
  const migrate = spawn(
    process.execPath,
    [`--env-file=${join(project, ".env")}`, join(project, "dist", "migrate.js")],
    {
      cwd: join(project, `scale-${COUNT}${engine.name === "PostgreSQL" ? "-postgres" : ""}`),
      env: { ...process.env, ...productionEnv, ...(database ? { DATABASE_URL: database } : {}) },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  let output = "";
  migrate.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(migrate, "exit")) as [number];
  during.stop();
  const result = await finished;
  if (code !== 0) throw new Error(`node dist/migrate.js exited with ${code}:\n${output}`);
  const time = (step: string) => new RegExp(`${step}[^(]*\\((\\d+) ms\\)`).exec(output)?.[1] ?? "?";
  rows.push(
    `| ${engine.name} | ${COUNT.toLocaleString("en")} | ${time("fill stock")} | ${time("index on stock")} | ` +
      `${before.p99Ms} | ${result.latency.p99} | ${result.non2xx + result.errors} |`,
  );
  await server.stop();
  await engine.clean();
}

console.log(
  "\n| engine | articles | backfill (ms) | index (ms) | p99 before (ms) | p99 during (ms) | failed requests |",
);
console.log("|---|---:|---:|---:|---:|---:|---:|");
for (const row of rows) console.log(row);

/** The database postgresEngine made for the articles. */
function databaseUrl(): string {
  const url = new URL(postgresUrl ?? "");
  url.pathname = `/bench_articles_${COUNT}`;
  return url.href;
}

import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { articleText, commonWord, rareWords, shortWord } from "./article-text.js";
import { bearerFor, signInRequest } from "./sign-in.js";
import { freePort } from "./free-port.js";
import { postgresCpuMs } from "./postgres-cpu.js";
import { seedArticles, seedUsers, type Place } from "./seed-store.js";
import { productionEnv, startServer, type RunningServer } from "./start-server.js";

/** The list pages of the scale table, as GET /articles query strings: plain, sorted, by number, filtered on two indexed fields. */
export const listQueries = [
  "limit=30",
  "limit=30&sort=updatedAt",
  "limit=30&page=30",
  "limit=30&published=true&price[gte]=10",
];

/** The deep page's row in the scale table: reached by following `next` links from the first page. */
export const deepPage = "limit=30&after=(a cursor 1,000 pages in; 300 at 10,000)";

/**
 * The query of the page `count` articles allow 1,000 pages in (or 90% of the way down a smaller list),
 * found as a client finds it: by following each page's `next` link.
 */
export async function deepPageQuery(url: string, count: number): Promise<string> {
  const pages = Math.min(1000, Math.floor((count / 30) * 0.9));
  let next = "/articles?limit=30";
  for (let page = 1; page < pages; page += 1) {
    const response = await fetch(new URL(next, url));
    await response.arrayBuffer();
    const link = /<([^>]+)>; rel="next"/.exec(response.headers.get("link") ?? "")?.[1];
    if (!link) throw new Error(`GET ${next} links to no next page, ${page} pages in`);
    next = link;
  }
  return next.slice("/articles?".length);
}
/** The keyword searches: a rare word, a word nearly every article holds, and that word beside a short one. */
export const searchQueries = [rareWords[0], commonWord, `${commonWord} ${shortWord}`].map(
  (q) => `limit=30&q=${encodeURIComponent(q ?? "")}`,
);

/** The embedded store, or PostgreSQL on the server of a URL: one data directory or database per scale. */
export interface Engine {
  name: string;
  place(count: number): Promise<Place>;
  /** Drops what `place` made. */
  clean(): Promise<void>;
}

export function embeddedEngine(project: string): Engine {
  return {
    name: "embedded (SQLite)",
    async place(count) {
      const dataDir = join(project, `scale-${count}`, "data");
      rmSync(dataDir, { recursive: true, force: true });
      mkdirSync(dataDir, { recursive: true });
      return { dataDir };
    },
    async clean() {},
  };
}

export function postgresEngine(project: string, serverUrl: string): Engine {
  const databases: string[] = [];
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    name: "PostgreSQL",
    async place(count) {
      const database = `bench_articles_${count}`;
      await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin(`CREATE DATABASE ${database}`);
      databases.push(database);
      const url = new URL(serverUrl);
      url.pathname = `/${database}`;
      const dataDir = join(project, `scale-${count}-postgres`, "data");
      mkdirSync(dataDir, { recursive: true });
      return { dataDir, databaseUrl: url.href };
    },
    async clean() {
      for (const database of databases) await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    },
  };
}

export interface ScaleServer extends RunningServer {
  url: string;
  /** Seeding: by plain SQL many rows a transaction, or through `POST /articles` (see `fillThroughApi`). */
  seedMs: number;
  /** Filled through the API: the server's CPU time per `POST /articles`, in µs. */
  postCpuUs?: number;
  /** Filled through the API into a PostgreSQL server on this machine: its processes' CPU time per `POST /articles`, in µs. */
  databaseCpuUs?: number;
  /** The server's first start over the seeded articles, which makes their keyword index. */
  startupMs: number;
}

/**
 * Seeds `count` articles (and, with `users`, users) into a place of their own and starts the
 * built project on it in production mode, answering once it listens.
 */
export async function startScaleServer(
  project: string,
  engine: Engine,
  count: number,
  users?: { count: number; admin: { email: string; password: string } },
  fill?: { admin: { email: string; password: string } },
): Promise<ScaleServer> {
  const place = await engine.place(count);
  const seeding = performance.now();
  if (users) await seedUsers(project, place, users.count, users.admin);
  else if (fill) await seedUsers(project, place, 1, fill.admin);
  if (!fill) await seedArticles(project, place, count);
  const seedMs = performance.now() - seeding;
  const url = `http://127.0.0.1:${await freePort()}`;
  const started = performance.now();
  const running = await startServer({
    command: process.execPath,
    args: [`--env-file=${join(project, ".env")}`, join(project, "dist", "server.js")],
    cwd: join(place.dataDir, ".."),
    env: {
      ...process.env,
      ...productionEnv,
      PORT: new URL(url).port,
      ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}),
      // Every sign-in comes from one address here: lift the per-client limit so POST /auth measures hashing, not 429s.
      RATE_LIMIT_MAX: "100000000",
      RATE_LIMIT_ACCOUNT_MAX: "100000000",
    },
    readyUrl: `${url}/health`,
    timeoutMs: 600_000,
  });
  const startupMs = performance.now() - started;
  if (!fill) return { url, seedMs, startupMs, ...running };
  const filling = performance.now();
  const bearer = await bearerFor(url, signInRequest(project, fill.admin));
  const [cpuBefore, databaseBefore] = [running.cpuMs(), place.databaseUrl ? postgresCpuMs() : undefined];
  await fillThroughApi(url, count, bearer);
  const postCpuUs = ((running.cpuMs() - cpuBefore) * 1000) / count;
  const databaseAfter = databaseBefore === undefined ? undefined : postgresCpuMs();
  const databaseCpuUs =
    databaseBefore === undefined || databaseAfter === undefined
      ? undefined
      : ((databaseAfter - databaseBefore) * 1000) / count;
  return { url, seedMs: seedMs + performance.now() - filling, postCpuUs, databaseCpuUs, startupMs, ...running };
}

/** How many clients create articles at once when the bench fills a collection through the API. */
const FILL_CLIENTS = 16;

/**
 * Creates `count` articles of varied text through `POST /articles`, as a collection grows in use: 16 clients at once,
 * then nothing else (no VACUUM, no ANALYZE by hand), so the measurements that follow see the database as a user's is.
 */
export async function fillThroughApi(url: string, count: number, bearer: Record<string, string>): Promise<void> {
  let next = 0;
  const client = async () => {
    for (let index = next++; index < count; index = next++) {
      const answer = await fetch(`${url}/articles`, {
        method: "POST",
        headers: { ...bearer, "content-type": "application/json" },
        body: JSON.stringify(articleText(index)),
      });
      if (answer.status !== 201) throw new Error(`POST /articles answered ${answer.status}: ${await answer.text()}`);
    }
  };
  await Promise.all(Array.from({ length: FILL_CLIENTS }, client));
}

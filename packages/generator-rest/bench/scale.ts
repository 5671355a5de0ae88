import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { seedArticles } from "./bench-project.js";
import { freePort } from "./free-port.js";
import { productionEnv, startServer, type RunningServer } from "./start-server.js";

/** The list queries of the scale table, as GET /articles query strings. */
export const searchQuery = "limit=30&q=title%2099";
export const scaleQueries = ["limit=30", "limit=30&sort=createdAt", "limit=30&page=30", searchQuery];

export interface ScaleServer extends RunningServer {
  url: string;
  startupMs: number;
}

/**
 * Seeds `count` articles into a data directory of their own (unless `seed` is false: a restart
 * on the data seeded before) and starts the built project on it (its working directory holds
 * `data/`), answering once it listens.
 */
export async function startScaleServer(project: string, count: number, seed = true): Promise<ScaleServer> {
  const dir = join(project, `scale-${count}`);
  if (seed) await seedArticles(project, join(dir, "data"), count);
  const url = `http://127.0.0.1:${await freePort()}`;
  const started = performance.now();
  const running = await startServer({
    command: process.execPath,
    args: [`--env-file=${join(project, ".env")}`, join(project, "dist", "server.js")],
    cwd: dir,
    env: { ...process.env, ...productionEnv, PORT: new URL(url).port },
    readyUrl: `${url}/health`,
    timeoutMs: 300_000,
  });
  return { url, startupMs: performance.now() - started, ...running };
}

interface Collection {
  find(filter: object, options: object): Promise<unknown[]>;
  count(filter: object): Promise<number>;
}
interface Store {
  close(): Promise<void>;
}

/**
 * Milliseconds per store call on a seeded data directory, measured in this process: a page
 * and the count `--get-list` adds to it, without and with a keyword search.
 */
export async function timeStoreCalls(project: string, count: number): Promise<Record<string, number>> {
  const load = (path: string): Promise<unknown> => import(pathToFileURL(join(project, "src", path)).href);
  const { openStore } = (await load("store/open-store.ts")) as {
    openStore(config: { dataDir: string }): Promise<Store>;
  };
  const { openArticles } = (await load("api/articles/open-articles.ts")) as {
    openArticles(store: Store): Promise<Collection>;
  };
  const { parseListQuery } = (await load("list-query/parse-list-query.ts")) as {
    parseListQuery(query: object, spec: object): { filter: object; options: object };
  };
  const spec = { search: ["title", "content"], sortable: ["createdAt"], view: ["id"] };
  const store = await openStore({ dataDir: join(project, `scale-${count}`, "data") });
  const articles = await openArticles(store);
  const plain = parseListQuery({ limit: 30 }, spec);
  const search = parseListQuery({ limit: 30, q: "title 99" }, spec);
  const calls: Record<string, () => Promise<unknown>> = {
    page: () => articles.find(plain.filter, plain.options),
    count: () => articles.count(plain.filter),
    "q page": () => articles.find(search.filter, search.options),
    "q count": () => articles.count(search.filter),
  };
  const times: Record<string, number> = {};
  for (const [name, call] of Object.entries(calls)) {
    await call();
    const started = performance.now();
    for (let round = 0; round < 50; round += 1) await call();
    times[name] = (performance.now() - started) / 50;
  }
  await store.close();
  return times;
}

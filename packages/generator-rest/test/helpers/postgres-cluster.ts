import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { freePort } from "../../bench/free-port.js";

const run = promisify(execFile);

/** The newest installed PostgreSQL's programs (initdb, pg_ctl), as Debian installs them; undefined without one. */
export const postgresBin: string | undefined =
  process.env["POSTGRES_BIN"] ??
  (existsSync("/usr/lib/postgresql")
    ? readdirSync("/usr/lib/postgresql")
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => `/usr/lib/postgresql/${version}/bin`)
        .find((bin) => existsSync(join(bin, "pg_ctl")))
    : undefined);

export interface PostgresCluster {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  remove(): Promise<void>;
}

/** A throwaway cluster on a free port of 127.0.0.1, which a test may stop and start; root runs it as `postgres`. */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  if (!postgresBin) throw new Error("PostgreSQL is not installed (initdb and pg_ctl under /usr/lib/postgresql)");
  const dir = mkdtempSync(join(tmpdir(), "postgres-"));
  const root = process.getuid?.() === 0;
  if (root)
    chownSync(
      dir,
      Number((await run("id", ["-u", "postgres"])).stdout),
      Number((await run("id", ["-g", "postgres"])).stdout),
    );
  const as = (program: string, args: string[]) =>
    root
      ? run("runuser", ["-u", "postgres", "--", join(postgresBin as string, program), ...args])
      : run(join(postgresBin as string, program), args);
  const port = await freePort();
  const data = join(dir, "data");
  await as("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-locale"]);
  const options = `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off`;
  const start = async () =>
    void (await as("pg_ctl", ["-D", data, "-l", join(dir, "log"), "-w", "-o", options, "start"]));
  const stop = async () => void (await as("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]));
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async remove() {
      await stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

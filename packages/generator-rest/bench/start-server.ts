import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

/** What `npm run prod` needs besides `.env`: the bench's clients reach the API directly, through no proxy. */
export const productionEnv = { NODE_ENV: "production", TRUST_PROXY: "false" };

export interface ServerProcess {
  command: string;
  args: readonly string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Answers 200 once the server is up. */
  readyUrl: string;
  timeoutMs?: number;
}

export interface RunningServer {
  stop(): Promise<void>;
  /** The CPU time the process has used so far, in milliseconds (Linux; NaN elsewhere). */
  cpuMs(): number;
}

/**
 * Starts a server process and resolves once `readyUrl` answers.
 * Its logs go to /dev/null, as they would to a collector in production, so reading them
 * does not take CPU from the load generator.
 */
export async function startServer(server: ServerProcess): Promise<RunningServer> {
  const child = spawn(server.command, server.args, {
    cwd: server.cwd,
    env: server.env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-10_000)));
  const exited = once(child, "exit");
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  const deadline = Date.now() + (server.timeoutMs ?? 30_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${server.command} exited before answering:\n${errors}`);
    const ready = await fetch(server.readyUrl).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { stop, cpuMs: () => processCpuMs(child.pid) };
    await sleep(100);
  }
  await stop();
  throw new Error(`${server.command} did not answer ${server.readyUrl} in time:\n${errors}`);
}

/** User plus system time of a process from /proc, which counts in clock ticks of 10 ms. */
function processCpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { projectEnv } from "./project-env.js";

export interface DevServer {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
  /** Ends npm, tsx and the server at once with SIGKILL, as a crash or an out-of-memory kill would. */
  kill: () => Promise<void>;
}

const LISTENING = /listening at http:\/\/[^:\s]+:(\d+)/i;

/**
 * Runs the project's `npm run dev` (or another start `command`) in its own process group (npm, tsx and
 * node) and resolves once the server says where it listens.
 */
export async function startDevServer(
  cwd: string,
  port: number,
  timeoutMs = 60_000,
  env: Record<string, string> = {},
  command: readonly [string, ...string[]] = ["npm", "run", "dev"],
): Promise<DevServer> {
  const [program, ...args] = command;
  const child = spawn(program, args, {
    cwd,
    env: projectEnv({ PORT: String(port), ...env }),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  // "close", not "exit": the output of a process that fails at start is all read by then, so the error says why.
  const exited = once(child, "close");
  const group = -(child.pid ?? 0);
  const stop = async (): Promise<void> => {
    if (groupAlive(group)) process.kill(group, "SIGTERM");
    await exited;
    // npm may exit before the server under it has flushed its data files; removing the
    // project while it still writes fails, so wait for the whole group to be gone.
    await waitForGroupExit(group);
  };
  const kill = async (): Promise<void> => {
    if (groupAlive(group)) process.kill(group, "SIGKILL");
    await exited;
    await waitForGroupExit(group);
  };
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${command.join(" ")} did not listen within ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = LISTENING.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    void exited.then(() => reject(new Error(`${command.join(" ")} exited before listening:\n${output}`)));
  });
  try {
    return { url: await listening, output: () => output, stop, kill };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** True while a process of the group runs; zombies left unreaped by the container's init do not count. */
function groupAlive(group: number): boolean {
  if (!existsSync("/proc")) return signalReaches(group);
  const pgid = String(-group);
  return readdirSync("/proc").some((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      // Fields after the ")" that closes the command name: state, ppid, pgrp, ...
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(") ") + 2).split(" ");
      return pgrp === pgid && state !== "Z";
    } catch {
      return false;
    }
  });
}

function signalReaches(group: number): boolean {
  try {
    process.kill(group, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitForGroupExit(group: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (groupAlive(group)) {
    if (Date.now() > deadline) {
      if (signalReaches(group)) process.kill(group, "SIGKILL");
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

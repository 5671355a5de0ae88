import { spawn } from "node:child_process";
import { once } from "node:events";
import { projectEnv } from "./project-env.js";

export interface DevServer {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

const LISTENING = /listening at http:\/\/[^:\s]+:(\d+)/i;

/**
 * Runs the project's `npm run dev` in its own process group (npm, tsx and node) and
 * resolves once the server says where it listens.
 */
export async function startDevServer(
  cwd: string,
  port: number,
  timeoutMs = 60_000,
  env: Record<string, string> = {},
): Promise<DevServer> {
  const child = spawn("npm", ["run", "dev"], {
    cwd,
    env: projectEnv({ PORT: String(port), ...env }),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const exited = once(child, "exit");
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(-(child.pid ?? 0), "SIGTERM");
    await exited;
  };
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm run dev did not listen within ${timeoutMs} ms:\n${output}`)), timeoutMs);
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
    void exited.then(() => reject(new Error(`npm run dev exited before listening:\n${output}`)));
  });
  try {
    return { url: await listening, output: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

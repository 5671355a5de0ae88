import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { stripVTControlCharacters } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { developmentEnv } from "./test/config-env.js";

const server = fileURLToPath(new URL("./server.ts", import.meta.url));
const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
// A folder of its own: no .env to read, and the embedded store's files out of the project.
const cwd = mkdtempSync(join(tmpdir(), "server-test-"));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

interface Running {
  /** Resolves with the output so far once it matches, or rejects with it when the server exits first. */
  waitFor(pattern: RegExp): Promise<string>;
  exited: Promise<{ code: number | null; output: string }>;
  stop(): void;
}

/** `npm run dev`'s server, as the developer's terminal shows it, with these settings. */
function startServer(env: Record<string, string>): Running {
  // Without the shared Redis of the rate-limit tests: the embedded limits do here.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "REDIS_URL"));
  const child = spawn(process.execPath, ["--import", tsx, server], {
    cwd,
    env: { ...inherited, ...developmentEnv, HOST: "127.0.0.1", PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const waiters: (() => void)[] = [];
  const read = (chunk: Buffer): void => {
    output += stripVTControlCharacters(chunk.toString());
    for (const waiter of [...waiters]) waiter();
  };
  child.stdout.on("data", read);
  child.stderr.on("data", read);
  // Once its output is all read, so that a server failing at start says why.
  const exited = once(child, "close").then(([code]) => ({ code: code as number | null, output }));
  return {
    exited,
    stop: () => child.kill("SIGTERM"),
    waitFor: (pattern) =>
      new Promise((resolve, reject) => {
        const check = (): void => {
          if (!pattern.test(output)) return;
          waiters.splice(waiters.indexOf(check), 1);
          resolve(output);
        };
        waiters.push(check);
        check();
        void exited.then(() => reject(new Error(`exited before ${pattern}:\n${output}`)));
      }),
  };
}

describe("server.ts", () => {
  it("names a bad setting in one line, TRUST_PROXY included, and exits with 1 without a stack", { timeout: 60_000 }, async () => {
    // Each variable's message is tested in config.test.ts; this is the way out that the operator sees.
    const { code, output } = await startServer({ TRUST_PROXY: "yes" }).exited;
    expect(code).toBe(1);
    expect(output).toMatch(/^Cannot start: TRUST_PROXY must be "true", "false", or IP addresses .*, got "yes"\n$/);
  });

  it("says where the API, its reference and any master key are, logs one line a request with its x-request-id, and names a taken address", { timeout: 60_000 }, async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const { port } = taken.address() as AddressInfo;
    // Started together: each loads the whole API.
    const refused = startServer({ PORT: String(port) }).exited;
    const running = startServer({});
    try {
      const started = await running.waitFor(/API at .*\n/);
      const url = /API at (http:\/\/127\.0\.0\.1:\d+)/.exec(started)?.[1] ?? "";
      const masterKey = "MASTER_KEY" in developmentEnv ? ", master key: MASTER_KEY from the environment" : "";
      expect(started).toContain(`INFO: API at ${url}, reference at ${url}/docs${masterKey}\n`);
      if ("MASTER_KEY" in developmentEnv) expect(started).not.toContain(`${developmentEnv.MASTER_KEY}`);

      const answer = await fetch(`${url}/health`, { headers: { "x-request-id": "trace-7f3a" } });
      expect(answer.headers.get("x-request-id")).toBe("trace-7f3a");
      const logged = await running.waitFor(/trace-7f3a .*\n/);
      const lines = logged.split("\n").filter((line) => line.includes("trace-7f3a"));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: trace-7f3a GET \/health 200 \d+\.\d ms$/);

      const { code, output } = await refused;
      expect(code).toBe(1);
      expect(output).toContain(`Cannot start: cannot listen on HOST 127.0.0.1 and PORT ${port} (EADDRINUSE); check both.`);
      expect(output).not.toMatch(/\n\s+at /);
    } finally {
      running.stop();
      await running.exited;
      taken.close();
    }
  });
});

import { spawn } from "node:child_process";
import { once } from "node:events";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

const shutdown = fileURLToPath(new URL("../../src/process/shutdown.ts", import.meta.url));
const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

/**
 * Runs a server in its own process, with `onClose` as what closing waits for (a store, Redis), sends it
 * SIGTERM once it listens, and answers its exit code and log.
 */
async function terminate(onClose: string): Promise<{ code: number | null; output: string }> {
  const program = `
    const { default: Fastify } = await import("fastify");
    const { closeOnSignals } = await import(${JSON.stringify(shutdown)});
    const app = Fastify({ logger: true });
    app.addHook("onClose", ${onClose});
    closeOnSignals(app, 500);
    await app.listen({ host: "127.0.0.1", port: 0 });
    console.log("ready");
  `;
  const child = spawn(process.execPath, ["--import", tsx, "--input-type=module", "--eval", program], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let signalled = false;
  const read = (chunk: Buffer): void => {
    output += chunk.toString();
    if (signalled || !output.includes("ready\n")) return;
    signalled = true;
    child.kill("SIGTERM");
  };
  child.stdout.on("data", read);
  child.stderr.on("data", read);
  const [code] = (await once(child, "exit")) as [number | null];
  return { code, output };
}

describe("closeOnSignals", () => {
  it("closes the server and what it holds on SIGTERM, and exits with 0", async () => {
    const { code, output } = await terminate("async () => console.log('store closed')");
    expect(output).toContain('"msg":"SIGTERM: closing"');
    expect(output).toContain("store closed");
    expect(code).toBe(0);
  });

  it("exits with 1 when closing hangs past its time limit, saying so", async () => {
    const { code, output } = await terminate("() => new Promise(() => {})");
    expect(output).toContain("killed by timeout (500ms)");
    expect(code).toBe(1);
  });

  it("logs an error that closing throws, and exits with 1", async () => {
    const { code, output } = await terminate("async () => { throw new Error('the store would not close'); }");
    expect(output).toContain("the store would not close");
    expect(code).toBe(1);
  });
});

import { fileURLToPath } from "node:url";
import { freePort } from "./free-port.js";
import { startServer, type RunningServer } from "./start-server.js";

/** The peer: a bare Fastify hello-world in production mode, from the project's own Fastify. */
export async function startHelloWorld(project: string): Promise<{ url: string; server: RunningServer }> {
  const url = `http://127.0.0.1:${await freePort()}`;
  const server = await startServer({
    command: process.execPath,
    args: ["--import", "tsx", fileURLToPath(new URL("hello-world-server.ts", import.meta.url))],
    cwd: project,
    env: { ...process.env, NODE_ENV: "production", PORT: new URL(url).port },
    readyUrl: url,
  });
  return { url, server };
}

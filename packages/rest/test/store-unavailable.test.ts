import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, connect, type AddressInfo, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "libsql";
import { describe, expect, it } from "vitest";
import Fastify from "fastify";
import { errorHandler } from "../src/errors/error-handler.js";
import { createPostgresStore } from "../src/store/postgres-store.js";
import { createSqliteStore, storeFile } from "../src/store/sqlite-store.js";
import type { Store } from "../src/store/store.js";
import { contractPrefix } from "./contract/store-contract.js";

const unavailable = {
  statusCode: 503,
  error: "Service Unavailable",
  message: "The database is unavailable; try again shortly",
};

/** An app answering errors with `errorHandler`, with a route that stores what it is sent, and every line it logs. */
async function appOn(store: Store) {
  const lines: { msg?: string }[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as { msg?: string }) };
  const app = Fastify({ logger: { level: "info", stream } });
  app.setErrorHandler(errorHandler);
  const notes = await store.collection<object>(`${contractPrefix}${randomUUID().slice(0, 8)}`);
  app.post("/notes", async (request, reply) => reply.status(201).send(await notes.insert(request.body as object)));
  const post = () => app.inject({ method: "POST", url: "/notes", payload: { title: "a note" } });
  /** What the lines logged for the database being unavailable say, as one text. */
  const logged = () => JSON.stringify(lines.filter((line) => line.msg === "database unavailable"));
  return { app, post, logged };
}

describe("a database that does not answer", () => {
  it("answers 503 without the driver's words on SQLite, and logs them", async () => {
    const directory = await mkdtemp(join(tmpdir(), "store-"));
    const { app, post, logged } = await appOn(createSqliteStore(directory));
    const other = new Database(join(directory, storeFile));
    other.exec("BEGIN EXCLUSIVE");
    try {
      const response = await post();
      expect({ statusCode: response.statusCode, body: response.json() }).toEqual({
        statusCode: 503,
        body: unavailable,
      });
      expect(logged()).toContain("database is locked");
    } finally {
      other.exec("ROLLBACK");
      other.close();
      await app.close();
      await rm(directory, { recursive: true, force: true });
    }
  }, 15_000);

  const postgresUrl = process.env.POSTGRES_TEST_URL;

  // Runs against a real server only when POSTGRES_TEST_URL names a database the tests may write to.
  it.runIf(postgresUrl)("answers 503 without the server's host and port on PostgreSQL, and logs them", async () => {
    const relay = await relayTo(new URL(postgresUrl as string));
    // One connection, so that the second request opens a new one whatever became of the first.
    const store = await createPostgresStore({ url: relay.url, poolSize: 1, statementTimeoutMs: 10_000 }, () => {});
    const { app, post, logged } = await appOn(store);
    expect((await post()).statusCode).toBe(201);
    await relay.close();
    try {
      for (const response of [await post(), await post()]) {
        expect({ statusCode: response.statusCode, body: response.json() }).toEqual({
          statusCode: 503,
          body: unavailable,
        });
      }
      expect(logged()).toContain(`ECONNREFUSED 127.0.0.1:${relay.port}`);
    } finally {
      await app.close();
    }
  });
});

/**
 * A port of 127.0.0.1 that passes connections on to `server`'s host and port, until closed: then it drops them and
 * refuses new ones, as a database server that went down does.
 */
async function relayTo(server: URL): Promise<{ url: string; port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const relay = createServer((client) => {
    const upstream = connect(Number(server.port || 5432), server.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => (sockets.delete(socket), client.destroy(), upstream.destroy()));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  const { port } = relay.address() as AddressInfo;
  const url = new URL(server);
  url.host = `127.0.0.1:${port}`;
  return {
    url: url.href,
    port,
    close: async () => {
      const closed = new Promise((resolve) => relay.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

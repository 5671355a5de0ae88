import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadTimeouts } from "../../src/http/index.js";
import { startHttpApp, type HttpApp } from "./http-app.js";

/** Sends the start of a request whose body never ends, and answers what the server said once it closed. */
function slowRequest(url: string, beforeBody: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(beforeBody));
    let answer = "";
    // A byte every 200 ms keeps the socket busy, as a slow client would.
    const drip = setInterval(() => socket.write("a"), 200);
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("close", () => {
      clearInterval(drip);
      resolve(answer);
    });
    socket.on("error", (error) => {
      clearInterval(drip);
      if ((error as NodeJS.ErrnoException).code === "ECONNRESET" || (error as NodeJS.ErrnoException).code === "EPIPE")
        resolve(answer);
      else reject(error);
    });
  });
}

describe("loadTimeouts", () => {
  it("takes seconds and refuses a header timeout longer than the request's", () => {
    expect(loadTimeouts({ request: 30, headers: 10, keepAlive: 5 })).toEqual({
      requestMs: 30_000,
      headersMs: 10_000,
      keepAliveMs: 5_000,
    });
    expect(() => loadTimeouts({ request: 5, headers: 10, keepAlive: 5 })).toThrow(
      "HEADERS_TIMEOUT (10 s) must not be longer than REQUEST_TIMEOUT (5 s)",
    );
  });
});

describe("serverOptions' request, header and keep-alive timeouts", () => {
  let api: HttpApp;
  beforeAll(async () => {
    api = await startHttpApp({
      timeouts: { request: 1, headers: 1, keepAlive: 1 },
      routes: (app) => app.post("/notes", async () => ({})),
    });
  });
  afterAll(() => api.close());

  it("close a connection whose body trickles in past the request timeout, with 408", async () => {
    const head =
      "POST /notes HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n";
    expect(await slowRequest(api.url, head)).toMatch(/^HTTP\/1\.1 408/);
  }, 10_000);

  it("answer a path no route of that method takes before its body arrives", async () => {
    const head =
      "PUT /notes HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n";
    expect(await slowRequest(api.url, head)).toMatch(/^HTTP\/1\.1 405/);
  }, 10_000);

  it("close a connection whose headers trickle in past the header timeout", async () => {
    expect(await slowRequest(api.url, "GET /notes HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")).toMatch(/^HTTP\/1\.1 408/);
  }, 10_000);

  it("close an idle kept-alive connection after the keep-alive timeout", async () => {
    const { hostname, port } = new URL(api.url);
    const closedAfter = await new Promise<number>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () =>
        socket.write("POST /notes HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n\r\n"),
      );
      let answeredAt = 0;
      socket.on("data", () => (answeredAt ||= Date.now()));
      socket.on("close", () => resolve(Date.now() - answeredAt));
      socket.on("error", reject);
    });
    expect(closedAfter).toBeGreaterThanOrEqual(900);
    expect(closedAfter).toBeLessThan(4000);
  }, 10_000);
});

import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { developmentEnv } from "../test/config-env.js";
import { startTestApp, type TestApp } from "../test/test-app.js";

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
      if ((error as NodeJS.ErrnoException).code === "ECONNRESET" || (error as NodeJS.ErrnoException).code === "EPIPE") resolve(answer);
      else reject(error);
    });
  });
}

describe("request, header and keep-alive timeouts", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ REQUEST_TIMEOUT: "1", HEADERS_TIMEOUT: "1", KEEP_ALIVE_TIMEOUT: "1" });
  });
  afterAll(() => app.close());

  it("default to 30 s, 10 s and 5 s, and are set from the environment", () => {
    expect(loadConfig(developmentEnv).timeouts).toEqual({ requestMs: 30_000, headersMs: 10_000, keepAliveMs: 5_000 });
    expect(app.config.timeouts).toEqual({ requestMs: 1000, headersMs: 1000, keepAliveMs: 1000 });
    expect(() => loadConfig({ ...developmentEnv, REQUEST_TIMEOUT: "5", HEADERS_TIMEOUT: "10" })).toThrow(
      "HEADERS_TIMEOUT (10 s) must not be longer than REQUEST_TIMEOUT (5 s)",
    );
    expect(() => loadConfig({ ...developmentEnv, REQUEST_TIMEOUT: "soon" })).toThrow("REQUEST_TIMEOUT");
  });

<%_ if (auth) { _%>
  it("close a connection whose body trickles in past the request timeout, with 408", async () => {
    const head = "POST /users HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n";
    expect(await slowRequest(app.url, head)).toMatch(/^HTTP\/1\.1 408/);
  }, 10_000);
<%_ } _%>

  it("answer a path no route of that method takes before its body arrives", async () => {
    const head = "POST /health HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n";
    expect(await slowRequest(app.url, head)).toMatch(/^HTTP\/1\.1 405/);
  }, 10_000);

  it("close a connection whose headers trickle in past the header timeout", async () => {
    expect(await slowRequest(app.url, "GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")).toMatch(/^HTTP\/1\.1 408/);
  }, 10_000);
});

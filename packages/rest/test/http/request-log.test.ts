import { describe, expect, it } from "vitest";
import { loggerOptions } from "../../src/http/index.js";
import { logRecorder } from "./log-recorder.js";
import { startHttpApp } from "./http-app.js";

/** A request to an app set up with `serverOptions`, `restHttp` and production's `loggerOptions`: its answer's headers and every line it logged. */
async function answerAndLogs(path: string, level = "info", headers: Record<string, string> = {}) {
  const { stream, lines } = logRecorder();
  const options = loggerOptions("production");
  const api = await startHttpApp({
    logger: typeof options === "object" ? { ...options, level, stream } : options,
    routes: (app) => {
      app.get("/ok", async () => "ok");
      app.get("/fails", async () => {
        throw new Error("broken");
      });
      app.get("/after", { onResponse: async () => Promise.reject(new Error("hook broke")) }, async () => "ok");
    },
  });
  const answer = await api.request("GET", path, { headers });
  await api.close();
  // Listening and closing have their own lines; these are the request's.
  return { headers: answer.headers, lines: lines().filter((line) => line["reqId"] !== undefined) };
}

async function logsOf(path: string, level = "info"): Promise<Record<string, unknown>[]> {
  return (await answerAndLogs(path, level)).lines;
}

describe("one log line per request", () => {
  it("writes one line per answered request: request, status and time, told in its message too", async () => {
    const [line, ...others] = await logsOf("/ok?access_token=secret");
    expect(others).toEqual([]);
    expect(line).toMatchObject({
      level: 30,
      msg: expect.stringMatching(/^GET \/ok\?access_token=\[hidden\] 200 \d+\.\d ms$/),
      reqId: expect.any(String),
      req: { method: "GET", url: "/ok?access_token=[hidden]", remoteAddress: "127.0.0.1" },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });

  it("keeps the error handler's line for a failing route, then completes it with its status", async () => {
    const [error, completed, ...others] = await logsOf("/fails");
    expect(others).toEqual([]);
    expect(error).toMatchObject({ level: 50, err: { message: "broken", stack: expect.stringContaining("broken") } });
    expect(completed).toMatchObject({
      level: 30,
      msg: expect.stringMatching(/^GET \/fails 500 /),
      req: { url: "/fails" },
      res: { statusCode: 500 },
    });
  });

  it("logs a request whose answer failed after sending at error level, with the error", async () => {
    const [line, ...others] = await logsOf("/after");
    expect(others).toEqual([]);
    expect(line).toMatchObject({
      level: 50,
      msg: expect.stringMatching(/^GET \/after 200 \d+\.\d ms, failed after answering: hook broke$/),
      req: { url: "/after" },
      res: { statusCode: 200 },
      err: { message: "hook broke" },
    });
  });

  it("adds the arrival line at debug level", async () => {
    const lines = await logsOf("/ok", "debug");
    expect(lines.map((line) => line["msg"])).toEqual(["GET /ok arrived", expect.stringMatching(/^GET \/ok 200 /)]);
  });
});

describe("x-request-id", () => {
  it("carries the caller's x-request-id in every line of the request, and gives it back", async () => {
    const { headers, lines } = await answerAndLogs("/fails", "debug", { "x-request-id": "0f8c2a1e-trace" });
    expect(headers.get("x-request-id")).toBe("0f8c2a1e-trace");
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line["reqId"]).toBe("0f8c2a1e-trace");
  });

  it("replaces an x-request-id that is too long or not a plain token with a new UUID", async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const given of ["a".repeat(129), "two words", 'quote"d', "<script>", ""]) {
      const { headers, lines } = await answerAndLogs("/ok", "info", { "x-request-id": given });
      expect(headers.get("x-request-id"), given).toMatch(uuid);
      expect(lines[0]?.["reqId"]).toBe(headers.get("x-request-id"));
    }
    const { headers } = await answerAndLogs("/ok");
    expect(headers.get("x-request-id")).toMatch(uuid);
    expect((await answerAndLogs("/ok", "info", { "x-request-id": "a".repeat(128) })).headers.get("x-request-id")).toBe(
      "a".repeat(128),
    );
  });

  it("gives the id back on errors too", async () => {
    const { headers } = await answerAndLogs("/nowhere", "info", { "x-request-id": "trace-404" });
    expect(headers.get("x-request-id")).toBe("trace-404");
  });
});

import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { errorHandler } from "./errors/error-handler.js";
import { loggerOptions } from "./logger-options.js";
import { RequestLog } from "./request-log.js";
import { logRecorder } from "./test/log-recorder.js";

async function logsOf(url: string, level = "info"): Promise<Record<string, unknown>[]> {
  const { stream, lines } = logRecorder();
  const options = loggerOptions("production");
  const app = Fastify({ logger: typeof options === "object" ? { ...options, level, stream } : options, logController: new RequestLog() });
  app.setErrorHandler(errorHandler);
  app.get("/ok", async () => "ok");
  app.get("/fails", async () => {
    throw new Error("broken");
  });
  app.get("/after", { onResponse: async () => Promise.reject(new Error("hook broke")) }, async () => "ok");
  await app.inject({ method: "GET", url });
  await app.close();
  return lines();
}

describe("RequestLog", () => {
  it("writes one line per answered request: request, status and time", async () => {
    const [line, ...others] = await logsOf("/ok?access_token=secret");
    expect(others).toEqual([]);
    expect(line).toMatchObject({
      level: 30,
      msg: "request completed",
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
    expect(completed).toMatchObject({ level: 30, msg: "request completed", req: { url: "/fails" }, res: { statusCode: 500 } });
  });

  it("logs a request whose answer failed after sending at error level, with the error", async () => {
    const [line, ...others] = await logsOf("/after");
    expect(others).toEqual([]);
    expect(line).toMatchObject({
      level: 50,
      msg: "request errored",
      req: { url: "/after" },
      res: { statusCode: 200 },
      err: { message: "hook broke" },
    });
  });

  it("adds the arrival line at debug level", async () => {
    const lines = await logsOf("/ok", "debug");
    expect(lines.map((line) => line["msg"])).toEqual(["incoming request", "request completed"]);
  });
});

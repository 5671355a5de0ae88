import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { loggerOptions } from "../../src/http/index.js";
import { logRecorder } from "./log-recorder.js";

describe("loggerOptions", () => {
  it("writes JSON lines in production, without credentials from the query string", async () => {
    const { stream, lines } = logRecorder();
    const options = loggerOptions("production");
    const app = Fastify({ logger: typeof options === "object" ? { ...options, stream } : options });
    app.get("/", async () => "ok");
    await app.inject({ method: "GET", url: "/?access_token=secret&page=2" });
    await app.close();
    const request = lines().find((entry) => entry["req"]);
    expect(request?.["req"]).toEqual({
      method: "GET",
      url: "/?access_token=[hidden]&page=2",
      remoteAddress: "127.0.0.1",
    });
    expect(JSON.stringify(lines())).not.toContain("secret");
  });

  it("pretty-prints while developing and stays quiet in tests", () => {
    expect(loggerOptions("development")).toMatchObject({ level: "info", transport: { target: "pino-pretty" } });
    expect(loggerOptions("test")).toBe(false);
  });

  it("logs from the level given", () => {
    expect(loggerOptions("production", "warn")).toMatchObject({ level: "warn" });
    expect(loggerOptions("development", "debug")).toMatchObject({ level: "debug" });
  });
});

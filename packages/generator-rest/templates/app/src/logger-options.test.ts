import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { loggerOptions } from "./logger-options.js";

describe("loggerOptions", () => {
  it("writes JSON lines in production, without credentials from the query string", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const options = loggerOptions("production");
    const app = Fastify({ logger: typeof options === "object" ? { ...options, stream } : options });
    app.get("/", async () => "ok");
    await app.inject({ method: "GET", url: "/?access_token=secret&page=2" });
    await app.close();
    const request = lines.map((line) => JSON.parse(line)).find((entry) => entry.req);
    expect(request.req).toEqual({ method: "GET", url: "/?access_token=[hidden]&page=2", remoteAddress: "127.0.0.1" });
    expect(lines.join("")).not.toContain("secret");
  });

  it("pretty-prints while developing and stays quiet in tests", () => {
    expect(loggerOptions("development")).toMatchObject({ transport: { target: "pino-pretty" } });
    expect(loggerOptions("test")).toBe(false);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "../src/index.js";

describe("createLogger", () => {
  afterEach(() => vi.restoreAllMocks());

  it("by default keeps debug and info silent and sends warn and error to the console", () => {
    const output = {
      debug: vi.spyOn(console, "debug").mockImplementation(() => undefined),
      info: vi.spyOn(console, "info").mockImplementation(() => undefined),
      log: vi.spyOn(console, "log").mockImplementation(() => undefined),
      warn: vi.spyOn(console, "warn").mockImplementation(() => undefined),
      error: vi.spyOn(console, "error").mockImplementation(() => undefined),
    };
    const log = createLogger();
    log.debug("d");
    log.info("i");
    log.warn("w", 1);
    log.error("e", 2);
    expect(output.debug).not.toHaveBeenCalled();
    expect(output.info).not.toHaveBeenCalled();
    expect(output.log).not.toHaveBeenCalled();
    expect(output.warn).toHaveBeenCalledWith("w", 1);
    expect(output.error).toHaveBeenCalledWith("e", 2);
  });

  it("uses the methods it is given and fills in the rest", () => {
    const lines: string[] = [];
    const log = createLogger({ debug: (message) => lines.push(`debug ${message}`) });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    log.debug("shown");
    log.info("hidden");
    log.warn("to console");
    expect(lines).toEqual(["debug shown"]);
    expect(warn).toHaveBeenCalledWith("to console");
  });
});

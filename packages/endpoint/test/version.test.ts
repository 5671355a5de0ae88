import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { VERSION } from "../src/generated/version.js";
import { endpoint } from "../src/index.js";

const packageJson = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  version: string;
};

describe("version", () => {
  it("the generated version equals package.json's version", () => {
    expect(VERSION).toBe(packageJson.version);
  });

  it("the default user-agent carries it", () => {
    expect(endpoint.DEFAULTS.headers["user-agent"]).toBe(`hostkit-endpoint/${packageJson.version}`);
  });
});

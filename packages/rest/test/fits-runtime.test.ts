import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fitsRuntime, type RuntimeRange } from "../src/fits-runtime.js";

const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  version: string;
};
const [major = "", minor = ""] = version.split(".");
/** The range semver's caret gives this version: its minor while the major is 0, else its major. */
const range = `@hostkit/rest ${major === "0" ? `0.${minor}` : major}.x`;

describe("fitsRuntime", () => {
  it("names the range of the package's own version", () => {
    expect(() => fitsRuntime(range as RuntimeRange)).not.toThrow();
  });

  it("refuses code written for another range at type check and at start, naming both versions", () => {
    // @ts-expect-error: code written for another range does not type check against this runtime.
    const other: RuntimeRange = "@hostkit/rest 9.x";
    expect(() => fitsRuntime(other)).toThrow(
      `This project's code was written for @hostkit/rest 9.x, and the installed runtime is @hostkit/rest ${version} ` +
        `(${range}): install a runtime its code fits`,
    );
  });
});

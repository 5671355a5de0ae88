import { readFileSync } from "node:fs";

/**
 * The versions that keep this one's exports and behaviour: the same minor while the major is 0 (semver lets a 0.x
 * minor break), the same major after. A change that breaks a project's code moves it, and `RuntimeRange` with it.
 */
const compatible = "0.1";

/** How a project's code names the runtime versions it fits: `"@hostkit/rest 0.1.x"`. */
export type RuntimeRange = `@hostkit/rest ${typeof compatible}.x`;

/**
 * A project's `buildApp` calls it with the range its code was written for. A runtime of another range refuses the
 * call at type check (`"@hostkit/rest 0.1.x"` is not assignable to `"@hostkit/rest 0.2.x"`) and, where the code
 * runs without one (`tsx`), at start, before any request: never at the first request that needs what changed.
 */
export function fitsRuntime(written: RuntimeRange): void {
  const range = `@hostkit/rest ${compatible}.x`;
  if (written === range) return;
  // Read only to say so: a project that fits pays no file read at start.
  const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
    version: string;
  };
  throw new Error(
    `This project's code was written for ${String(written)}, and the installed runtime is @hostkit/rest ${version} ` +
      `(${range}): install a runtime its code fits (npm install ./vendor/hostkit-rest-<version>.tgz), or change the ` +
      `code to the new runtime's README and then name ${range} in src/app.ts.`,
  );
}

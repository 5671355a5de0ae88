import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

/** The bin and the Yeoman entry run the built code: build it once before the tests. */
export default function buildGenerator(): void {
  const packageRoot = fileURLToPath(new URL("../..", import.meta.url));
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  execFileSync(process.execPath, [tsc, "-p", "tsconfig.build.json"], { cwd: packageRoot, stdio: "inherit" });
  // The @hostkit/endpoint tarball that every project gets.
  execFileSync(process.execPath, ["scripts/pack-endpoint.mjs"], { cwd: packageRoot, stdio: "inherit" });
}

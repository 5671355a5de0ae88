// Generated projects depend on @hostkit/endpoint, which is not on the public registry: the generator ships
// it packed, and each project installs it from its own vendor/ folder.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const target = fileURLToPath(new URL("../vendor/hostkit-endpoint.tgz", import.meta.url));
// A sibling workspace, found through the repository's node_modules (not a dependency of the generator).
const endpoint = dirname(createRequire(import.meta.url).resolve("@hostkit/endpoint/package.json"));
const scratch = mkdtempSync(join(tmpdir(), "pack-endpoint-"));
try {
  // `npm pack` runs the package's prepack, which builds it.
  const [packed] = JSON.parse(
    execFileSync("npm", ["pack", "--json", "--pack-destination", scratch], {
      cwd: endpoint,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    }),
  );
  mkdirSync(dirname(target), { recursive: true });
  renameSync(join(scratch, packed.filename), target);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

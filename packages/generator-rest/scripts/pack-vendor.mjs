// Generated projects depend on @hostkit/rest (their runtime) and @hostkit/endpoint (their typed client's request
// builder), which are not on the public registry: the generator ships them packed, and each project installs them
// from its own vendor/ folder.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const vendor = fileURLToPath(new URL("../vendor/", import.meta.url));
const require = createRequire(import.meta.url);

/** Packs the sibling workspace `name` (found through the repository's node_modules) as `vendor/<file(version)>`. */
function pack(name, file, stale) {
  const root = dirname(require.resolve(`${name}/package.json`));
  const scratch = mkdtempSync(join(tmpdir(), "pack-vendor-"));
  try {
    // `npm pack` runs the package's prepack, which builds it.
    const [packed] = JSON.parse(
      execFileSync("npm", ["pack", "--json", "--pack-destination", scratch], {
        cwd: root,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "inherit"],
      }),
    );
    mkdirSync(vendor, { recursive: true });
    for (const old of readdirSync(vendor).filter((entry) => stale.test(entry))) rmSync(join(vendor, old));
    renameSync(join(scratch, packed.filename), join(vendor, file(packed.version)));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

pack("@hostkit/endpoint", () => "hostkit-endpoint.tgz", /^hostkit-endpoint\.tgz$/);
pack("@hostkit/rest", (version) => `hostkit-rest-${version}.tgz`, /^hostkit-rest-.+\.tgz$/);

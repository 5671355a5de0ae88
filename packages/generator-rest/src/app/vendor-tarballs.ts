import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * The packages a project depends on that are not on the public registry, packed by the generator's build
 * (scripts/pack-vendor.mjs) into its `vendor/` folder and copied into each project's: the same relative place
 * from `src/` and `dist/`.
 */
const VENDOR = fileURLToPath(new URL("../../vendor/", import.meta.url));

export interface VendorTarball {
  /** The packed file in the generator. */
  source: string;
  /** Its path in the project, as package.json's `file:` dependency names it. */
  project: string;
}

/** @hostkit/endpoint, which the typed client builds its requests with. */
export const ENDPOINT_TARBALL: VendorTarball = {
  source: `${VENDOR}hostkit-endpoint.tgz`,
  project: "vendor/hostkit-endpoint.tgz",
};

/**
 * @hostkit/rest, the runtime every project depends on by version: its file is named after the version, so that
 * a project takes a newer one by installing the newer file.
 */
export function runtimeTarball(): VendorTarball & { version: string; range: string } {
  const files = readdirSync(VENDOR).filter((file) => /^hostkit-rest-.+\.tgz$/.test(file));
  const [file] = files;
  if (files.length !== 1 || file === undefined) {
    throw new Error(
      `generator-rest: expected one packed @hostkit/rest in ${VENDOR}, found ${files.length}; run its build.`,
    );
  }
  const version = file.slice("hostkit-rest-".length, -".tgz".length);
  const [major, minor] = version.split(".");
  return {
    source: `${VENDOR}${file}`,
    project: `vendor/${file}`,
    version,
    // The versions whose exports the project's code fits, as semver's caret reads them (fitsRuntime in the runtime).
    range: major === "0" ? `0.${minor}.x` : `${major}.x`,
  };
}

/** This generator's own version, which `.yo-rc.json` records beside the runtime's. */
export const GENERATOR_VERSION = (
  JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string }
).version;

import { fileURLToPath } from "node:url";

/**
 * @hostkit/endpoint packed by the generator's build (scripts/pack-endpoint.mjs): written into each project,
 * which depends on it as `file:vendor/hostkit-endpoint.tgz`. The same relative place from `src/` and `dist/`.
 */
export const ENDPOINT_TARBALL = fileURLToPath(new URL("../../vendor/hostkit-endpoint.tgz", import.meta.url));

/** Where a project keeps it. */
export const PROJECT_TARBALL = "vendor/hostkit-endpoint.tgz";

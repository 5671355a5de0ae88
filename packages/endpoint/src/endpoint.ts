import { DEFAULT_OPTIONS } from "./default-options.js";
import type { Endpoint } from "./types/endpoint-interface.js";
import { withDefaults } from "./with-defaults.js";

/**
 * Turns a route such as `GET /orgs/{org}/repos` and parameters into
 * `{method, url, headers, body, request}` for any HTTP client.
 */
export const endpoint: Endpoint = withDefaults(null, DEFAULT_OPTIONS);

import { VERSION } from "./generated/version.js";
import type { Endpoint } from "./types/endpoint-interface.js";
import type { EndpointOptions } from "./types/options.js";
import { withDefaults } from "./with-defaults.js";

/** The service's default base address. */
export const DEFAULT_BASE_URL = "https://api.host.com";

/** The defaults of the exported `endpoint`. */
export const DEFAULT_OPTIONS: EndpointOptions = {
  method: "GET",
  baseUrl: DEFAULT_BASE_URL,
  headers: {
    accept: "application/vnd.host.v3+json",
    // Product tokens allow neither "@" nor "/", hence not the npm name "@hostkit/endpoint".
    "user-agent": `hostkit-endpoint/${VERSION}`,
  },
  mediaType: { format: "" },
};

/**
 * Turns a route such as `GET /orgs/{org}/repos` and parameters into
 * `{method, url, headers, body, request}` for any HTTP client.
 */
export const endpoint: Endpoint = withDefaults(null, DEFAULT_OPTIONS);

import { VERSION } from "./generated/version.js";
import type { EndpointOptions } from "./types/endpoint-options.js";

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

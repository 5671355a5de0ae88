import type { RequestHeaders, RequestMeta } from "./endpoint-options.js";

/** What `merge` returns and `parse` takes: defaults applied, nothing parsed. */
export interface MergedOptions {
  /** Uppercase HTTP verb. */
  method: string;
  /** Still a template. */
  url?: string;
  baseUrl: string;
  headers: RequestHeaders;
  mediaType: { format: string; previews?: readonly string[] };
  data?: unknown;
  request?: RequestMeta;
  [parameter: string]: unknown;
}

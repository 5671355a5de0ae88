import type { RequestHeaders } from "../types/endpoint-options.js";
import { mergeHeaders } from "./merge-headers.js";

/** A fresh copy of `headers` with lowercased names and no undefined values. */
export function lowercaseHeaders(headers: RequestHeaders | undefined): { [name: string]: string | number } {
  if (headers === undefined || headers === null) return {};
  return mergeHeaders({}, headers) as { [name: string]: string | number };
}

import { amendAccept, mergeHeaders } from "./headers.js";
import { checkMethod, resolve } from "./parse.js";
import { NAMED_OPTIONS, placeParameters } from "./place-parameters.js";
import { splitRoute } from "./route.js";
import type { EndpointOptions, MergedOptions, RequestOptions } from "./types/options.js";
import { type CompiledTemplate, compileTemplate } from "./url-template/compile-template.js";
import { expandTemplate } from "./url-template/expand-template.js";
import { BoundedCache } from "./util/bounded-cache.js";
import { isPlainObject } from "./util/plain-object.js";

/** A route string taken apart once: its method checked, its url template compiled. */
interface Route {
  readonly method: string;
  readonly lowerMethod: string;
  readonly template: CompiledTemplate;
}

// `null`: a route the fast path leaves to merge and parse (no method, a bad method or template,
// a placeholder named like an option), which also give its errors.
const routes = new BoundedCache<Route | null>(1000);
const EMPTY: Readonly<Record<string, unknown>> = Object.freeze({});
const KEPT_DEFAULTS = new Set(["method", "baseUrl", "url", "headers", "mediaType", "request"]);

function takeApart(route: string): Route | null {
  const { method, url } = splitRoute(route);
  if (method === undefined) return null;
  try {
    const template = compileTemplate(url);
    for (const name of template.names) if (NAMED_OPTIONS.has(name)) return null;
    const upper = checkMethod(method);
    return { method: upper, lowerMethod: upper.toLowerCase(), template };
  } catch {
    return null;
  }
}

function routeOf(route: string): Route | null {
  const found = routes.get(route);
  return found === undefined ? routes.set(route, takeApart(route)) : found;
}

/**
 * Whether `endpoint(route, options)` can skip `merge` with these defaults: no parameter, `data`,
 * previews or nested header value among them, so the call's options alone give every parameter,
 * in their own order, and nothing of the defaults needs copying but their headers.
 */
export function fastPathDefaults(defaults: MergedOptions): boolean {
  for (const key in defaults) if (!KEPT_DEFAULTS.has(key)) return false;
  const { headers, mediaType } = defaults;
  if (mediaType !== undefined && (!isPlainObject(mediaType) || mediaType.previews !== undefined)) return false;
  if (!isPlainObject(headers)) return false;
  for (const name in headers) {
    const value = headers[name];
    if (typeof value !== "string" && typeof value !== "number") return false;
  }
  return true;
}

/**
 * `parse(merge(defaults, route, options))` for the common call, a `"<METHOD> <url>"` route with
 * plain options, without building the merged options. Returns `undefined` for anything else,
 * which the caller hands to merge and parse. The property tests hold the two paths equal.
 */
export function fastEndpoint(
  defaults: MergedOptions,
  route: string,
  options: EndpointOptions | null | undefined,
): RequestOptions | undefined {
  const parts = routeOf(route);
  if (parts === null) return undefined;
  let baseUrl: unknown = defaults.baseUrl;
  let format: unknown = defaults.mediaType?.format;
  let request: unknown = defaults.request;
  let ownHeaders: Readonly<Record<string, unknown>> | undefined;
  const names: string[] = [];
  let values = EMPTY;
  if (options !== undefined && options !== null) {
    if (typeof options !== "object" || Array.isArray(options)) return undefined;
    values = options;
    for (const key of Object.keys(options)) {
      const value = options[key];
      if (value === undefined) continue;
      if (!NAMED_OPTIONS.has(key)) {
        if (!parts.template.names.has(key)) names.push(key);
      } else if (key === "baseUrl") {
        baseUrl = value;
      } else if (key === "headers") {
        if (!isPlainObject(value)) return undefined;
        ownHeaders = value;
      } else if (key === "mediaType") {
        if (!isPlainObject(value) || defaults.mediaType === undefined || value["previews"] !== undefined) {
          return undefined;
        }
        if (value["format"] !== undefined) format = value["format"];
      } else if (key === "request") {
        if (request !== undefined) return undefined;
        request = value;
      } else if (key === "method" || key === "url") {
        // `merge` checks them against the route's.
        return undefined;
      }
      // `data` is read where the body is placed.
    }
  }
  const { template } = parts;
  const url = resolve(expandTemplate(template, values), template.absolute, baseUrl);
  const headers = mergeHeaders({ ...defaults.headers }, ownHeaders ?? EMPTY) as RequestOptions["headers"];
  if (typeof format === "string" && format !== "" && typeof headers["accept"] === "string") {
    headers["accept"] = amendAccept(headers["accept"], format);
  }
  const result: RequestOptions = { method: parts.lowerMethod, url, headers };
  placeParameters(result, parts.method, values as MergedOptions, names);
  if (request !== undefined) result.request = request as RequestOptions["request"];
  return result;
}

import { mergeHeaders } from "./headers.js";
import { checkRouteOptions, splitRoute } from "./route.js";
import type { EndpointOptions, MergedOptions } from "./types/options.js";
import { clonePlain, isPlainObject, mergeDeep, setOwn } from "./util/plain-object.js";

/** A copy of the defaults the result may own: nested plain objects copied, `data` and `request` shared. */
function ownDefaults(defaults: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(defaults)) {
    const value = defaults[key];
    setOwn(result, key, key !== "data" && key !== "request" && isPlainObject(value) ? clonePlain(value) : value);
  }
  return result;
}

function checkOptions(options: unknown): Readonly<Record<string, unknown>> {
  if (typeof options !== "object" || options === null || Array.isArray(options)) {
    throw new Error(`Expected a route string or an options object, got ${options === null ? "null" : typeof options}.`);
  }
  return options as Readonly<Record<string, unknown>>;
}

/** Previews add up, in the peer's order: the earlier ones the later list lacks, then the later list. */
function joinPreviews(earlier: unknown, later: unknown): unknown[] | undefined {
  if (!Array.isArray(earlier) || !Array.isArray(later)) return undefined;
  return [...earlier.filter((preview: unknown) => !later.includes(preview)), ...later];
}

function apply(result: Record<string, unknown>, options: Readonly<Record<string, unknown>>): void {
  for (const key of Object.keys(options)) {
    const value = options[key];
    if (value === undefined) continue;
    const current = Object.hasOwn(result, key) ? result[key] : undefined;
    if (key === "headers" && isPlainObject(value)) {
      result.headers = mergeHeaders(isPlainObject(current) ? current : {}, value);
    } else if (key === "data" || !isPlainObject(value) || !isPlainObject(current)) {
      // `data` is the body as given: never merged with a default body.
      setOwn(result, key, value);
    } else {
      // `request` is shared with the defaults, so it is merged into a copy.
      const previews = key === "mediaType" ? joinPreviews(current["previews"], value["previews"]) : undefined;
      const merged = mergeDeep(key === "request" ? clonePlain(current) : current, value);
      if (previews !== undefined) merged["previews"] = previews;
      result[key] = merged;
    }
  }
}

/**
 * Applies `defaults` to a route and options without parsing anything: headers lowercased
 * and deeply merged, undefined values dropped, method uppercased. The route's method and
 * URL take precedence over the defaults'; a call's `method` or `url` that differs from the
 * route's is an error rather than lost.
 */
export function merge(
  defaults: Readonly<Record<string, unknown>>,
  route?: string | EndpointOptions,
  options?: EndpointOptions,
): MergedOptions {
  const result = ownDefaults(defaults);
  if (typeof route === "string") {
    const parts = splitRoute(route);
    if (options !== undefined && options !== null) {
      const own = checkOptions(options);
      checkRouteOptions(route, parts, own);
      apply(result, own);
    }
    if (parts.method !== undefined) result.method = parts.method;
    result.url = parts.url;
  } else if (route !== undefined) {
    apply(result, checkOptions(route));
  }
  if (typeof result.method === "string") result.method = result.method.toUpperCase();
  return result as MergedOptions;
}

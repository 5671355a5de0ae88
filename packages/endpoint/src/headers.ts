import type { RequestHeaders } from "./types/options.js";
import { BoundedCache } from "./util/bounded-cache.js";
import { setOwn } from "./util/plain-object.js";

/** Copies header entries into `target` with lowercased names; undefined values are dropped. */
export function mergeHeaders(
  target: Record<string, unknown>,
  headers: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  for (const name of Object.keys(headers)) {
    const value = headers[name];
    if (value !== undefined) setOwn(target, name.toLowerCase(), value);
  }
  return target;
}

/** A fresh copy of `headers` with lowercased names and no undefined values. */
export function lowercaseHeaders(headers: RequestHeaders | undefined): { [name: string]: string | number } {
  if (headers === undefined || headers === null) return {};
  return mergeHeaders({}, headers) as { [name: string]: string | number };
}

// `application/vnd.host` (or the hosted service's `application/vnd.github`), an optional version,
// an optional earlier format or preview, an optional `+json`.
const HOST_MEDIA_TYPE = /^(\s*application\/vnd\.(?:host|github))(\.v\d+)?(?:\.[\w-]+)?(?:\+json)?(\s*)$/i;
const VENDOR = /application\/vnd\.(host|github)/i;
// The name in `application/vnd.host.<name>-preview[...]`.
const PREVIEW_NAME = /(?<![\w-])[\w-]+(?=-preview)/g;
// Accept headers and formats repeat from call to call; remember the few combinations seen.
const cache = new BoundedCache<string>(100);

function amend(accept: string, format: string): string {
  return accept
    .split(",")
    .map((entry) =>
      entry.replace(
        HOST_MEDIA_TYPE,
        (_match, head: string, version: string | undefined, tail: string) => `${head}${version ?? ""}.${format}${tail}`,
      ),
    )
    .join(",");
}

/**
 * Puts `format` into every `application/vnd.host` (and `application/vnd.github`) media type of an
 * accept header: `application/vnd.host.v3+json` with `raw` becomes `application/vnd.host.v3.raw`.
 * Other media types are left as they are.
 */
export function amendAccept(accept: string, format: string): string {
  const key = `${format}\n${accept}`;
  return cache.get(key) ?? cache.set(key, amend(accept, format));
}

const PREVIEW = /^[\w-]+$/;

/** The previews the service media types already name, then `previews` without their `-preview` suffix. */
function previewNames(service: readonly string[], previews: readonly unknown[]): string[] {
  const names = new Set(service.flatMap((entry) => entry.match(PREVIEW_NAME) ?? []));
  for (const preview of previews) {
    if (typeof preview !== "string" || !PREVIEW.test(preview)) {
      const shown = typeof preview === "string" ? JSON.stringify(preview) : `a ${typeof preview}`;
      throw new Error(`mediaType.previews lists names such as "symmetra" (letters, digits, _ and -), got ${shown}.`);
    }
    names.add(preview.replace(/-preview$/, ""));
  }
  return [...names];
}

/**
 * Replaces the service media types of an accept header with one per preview, as the peer does for
 * `/graphql`: each `application/vnd.host.<name>-preview` followed by `.<format>` or `+json`. The
 * vendor word is the header's own (`host`, or `github` for the hosted service); other media types
 * are kept after them, and a header without a service media type is left alone.
 */
export function previewAccept(accept: string, previews: readonly unknown[], format: string): string {
  const entries = accept.split(",");
  const service = entries.filter((entry) => VENDOR.test(entry));
  const names = previewNames(service, previews);
  const vendor = service[0]?.match(VENDOR)?.[1];
  if (vendor === undefined) return accept;
  const suffix = format === "" ? "+json" : `.${format}`;
  const others = entries.filter((entry) => !VENDOR.test(entry));
  return [...names.map((name) => `application/vnd.${vendor}.${name}-preview${suffix}`), ...others].join(",");
}

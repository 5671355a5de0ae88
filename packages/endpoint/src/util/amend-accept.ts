import { BoundedCache } from "./bounded-cache.js";

// `application/vnd.host` (or the hosted service's `application/vnd.github`), an optional version,
// an optional earlier format, an optional `+json`.
const HOST_MEDIA_TYPE = /^(\s*application\/vnd\.(?:host|github))(\.v\d+)?(?:\.[\w-]+)?(?:\+json)?(\s*)$/i;
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

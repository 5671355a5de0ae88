// `application/vnd.host`, an optional version, an optional earlier format, an optional `+json`.
const HOST_MEDIA_TYPE = /^(\s*application\/vnd\.host)(\.v\d+)?(?:\.[\w-]+)?(?:\+json)?(\s*)$/i;

/**
 * Puts `format` into every `application/vnd.host` media type of an accept header:
 * `application/vnd.host.v3+json` with `raw` becomes `application/vnd.host.v3.raw`.
 * Other media types are left as they are.
 */
export function amendAccept(accept: string, format: string): string {
  return accept
    .split(",")
    .map((entry) =>
      entry.replace(HOST_MEDIA_TYPE, (_match, head: string, version: string | undefined, tail: string) =>
        `${head}${version ?? ""}.${format}${tail}`,
      ),
    )
    .join(",");
}

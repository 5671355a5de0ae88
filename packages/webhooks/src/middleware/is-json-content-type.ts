// The media type, optionally followed by parameters such as `; charset=utf-8`.
const applicationJson = /^\s*application\/json\s*(?:;|$)/i;

export function isJsonContentType(contentType: string | undefined): boolean {
  return contentType !== undefined && applicationJson.test(contentType);
}

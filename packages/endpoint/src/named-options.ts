/** Option names that are never parameters. */
export const NAMED_OPTIONS: ReadonlySet<string> = new Set([
  "method",
  "baseUrl",
  "url",
  "headers",
  "mediaType",
  "data",
  "request",
]);

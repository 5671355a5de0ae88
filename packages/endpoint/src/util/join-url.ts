/** Joins a base URL and a path with exactly one `/` between them. */
export function joinUrl(baseUrl: string, path: string): string {
  const first = path.charAt(0);
  if (first === "" || first === "?" || first === "#") return baseUrl + path;
  const baseSlash = baseUrl.endsWith("/");
  if (first === "/") return baseSlash ? baseUrl + path.slice(1) : baseUrl + path;
  return baseSlash ? baseUrl + path : `${baseUrl}/${path}`;
}

/**
 * The path of a request target without its query string, fragment or trailing slashes,
 * so `/hooks/?a=1` and `/hooks` name the same route.
 */
export function getPathname(url: string): string {
  const end = url.search(/[?#]/);
  let path = end === -1 ? url : url.slice(0, end);
  // An absolute-form target (`http://example.com/path`) carries its origin before the path.
  if (!path.startsWith("/")) path = absolutePathname(path);
  return path.length > 1 && path.endsWith("/") ? path.replace(/\/+$/, "") || "/" : path;
}

function absolutePathname(target: string): string {
  try {
    return new URL(target).pathname;
  } catch {
    return target;
  }
}

/** An absolute http(s) URL from an option, or an Error naming the option. */
export function parseUrlOption(name: string, value: string | URL): URL {
  const url = URL.canParse(String(value)) ? new URL(value) : undefined;
  if (url === undefined || (url.protocol !== "http:" && url.protocol !== "https:")) {
    throw new Error(`${name} must be an absolute http(s) URL, got "${String(value)}"`);
  }
  return url;
}

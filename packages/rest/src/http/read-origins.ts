/** Reads a comma-separated list of web origins such as "https://app.example.com,http://localhost:3000". */
export function readOrigins(name: string, value: string | undefined): string[] {
  const entries = (value ?? "").split(",").map((entry) => entry.trim());
  return entries
    .filter((entry) => entry !== "")
    .map((entry) => {
      const origin = originOf(entry);
      if (!origin)
        throw new Error(`${name} must list http(s) origins such as "https://app.example.com", got "${entry}"`);
      return origin;
    });
}

function originOf(entry: string): string | undefined {
  if (!URL.canParse(entry)) return undefined;
  const url = new URL(entry);
  const isOrigin = url.origin === entry.replace(/\/$/, "");
  return isOrigin && (url.protocol === "https:" || url.protocol === "http:") ? url.origin : undefined;
}

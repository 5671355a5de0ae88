import type { BodyCallback, DeliveryRequest } from "../delivery-request.js";
import { readNodeBody, type FrameworkRequest } from "./read-node-body.js";

// Headers Node keeps only the first of when a request repeats them; it joins others with ", ".
const firstWins = new Set(["content-type", "content-length"]);

/** The lowercase header names a middleware reads, and their lengths, for `NodeDeliveryRequest`. */
export interface WantedHeaders {
  readonly names: readonly string[];
  readonly lengths: ReadonlySet<number>;
}

export function wantedHeaders(names: readonly string[]): WantedHeaders {
  const unique = [...new Set(names)];
  return { names: unique, lengths: new Set(unique.map((name) => name.length)) };
}

/**
 * A Node request (or a framework's) as the middleware core reads it. Header values come from
 * `request.rawHeaders`, read once for the few names the middleware asks for, rather than from
 * Node's `request.headers`, which it would build for every header of the request. They follow
 * Node's rules for repeated headers; a request without raw headers (a framework's stand-in) is
 * read through `request.headers`.
 */
export class NodeDeliveryRequest implements DeliveryRequest {
  #values: (string | undefined)[] | undefined;

  constructor(
    readonly request: FrameworkRequest,
    readonly wanted: WantedHeaders,
  ) {}

  get method(): string {
    return this.request.method ?? "GET";
  }

  header(name: string): string | undefined {
    const raw = this.request.rawHeaders;
    const index = this.wanted.names.indexOf(name);
    if (index === -1 || !Array.isArray(raw) || raw.length === 0) {
      const value = this.request.headers[name];
      return Array.isArray(value) ? value.join(", ") : value;
    }
    this.#values ??= this.#scan(raw);
    return this.#values[index];
  }

  #scan(raw: readonly string[]): (string | undefined)[] {
    const { names, lengths } = this.wanted;
    const values: (string | undefined)[] = [];
    for (let index = 0; index + 1 < raw.length; index += 2) {
      const rawName = raw[index] as string;
      if (!lengths.has(rawName.length)) continue;
      const slot = names.indexOf(rawName.toLowerCase());
      if (slot === -1) continue;
      const value = raw[index + 1] as string;
      const earlier = values[slot];
      if (earlier === undefined) values[slot] = value;
      else if (!firstWins.has(names[slot] as string)) values[slot] = `${earlier}, ${value}`;
    }
    return values;
  }

  readBody(limit: number, done: BodyCallback): void {
    readNodeBody(this.request, limit, done);
  }
}

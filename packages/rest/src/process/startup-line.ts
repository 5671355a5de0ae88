import type { AddressInfo } from "node:net";

export interface StartupFacts {
  /** Where the server listens, as `server.address()` tells it. */
  address: AddressInfo;
  /** Whether /docs serves the API reference. */
  docs: boolean;
  /** Where MASTER_KEY was read from, when the API has one. */
  masterKey?: "in .env" | "from the environment";
}

/**
 * What a developer needs once the API listens: the address to open (localhost when it listens on every
 * interface), the reference's, and where the master key is, never the key itself.
 */
export function startupLine({ address, docs, masterKey }: StartupFacts): string {
  const everywhere = address.address === "0.0.0.0" || address.address === "::";
  const host = everywhere ? "localhost" : address.family === "IPv6" ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  const parts = [`API at ${url}`];
  if (docs) parts.push(`reference at ${url}/docs`);
  if (masterKey) parts.push(`master key: MASTER_KEY ${masterKey}`);
  return parts.join(", ");
}

import { readOrigins } from "./read-origins.js";

export interface HttpConfig {
  /** Which proxies may tell the client's address and protocol in `x-forwarded-*` headers (Fastify's `trustProxy`). */
  trustProxy: boolean | string;
  /** Origins whose web pages may call the API from a browser; "*" for any. */
  corsOrigins: string[] | "*";
}

// Proxies and load balancers sit on private networks; a client on the internet cannot pose as one.
const privateNetworks = "loopback,linklocal,uniquelocal";

export function loadHttpConfig(env: Record<string, string | undefined>): HttpConfig {
  const cors = env.CORS_ORIGINS?.trim();
  return {
    trustProxy: readTrustProxy(env.TRUST_PROXY?.trim()),
    corsOrigins: cors === "*" ? "*" : readOrigins("CORS_ORIGINS", cors),
  };
}

/** "true" (any proxy), "false" (none), or addresses and CIDR ranges separated by commas. */
function readTrustProxy(value: string | undefined): HttpConfig["trustProxy"] {
  if (!value) return privateNetworks;
  if (value === "true" || value === "false") return value === "true";
  return value;
}

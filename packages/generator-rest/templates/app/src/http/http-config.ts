import type { Mode } from "../config.js";
import { readOrigins } from "./read-origins.js";

export interface HttpConfig {
  /** Which proxies may tell the client's address and protocol in `x-forwarded-*` headers (Fastify's `trustProxy`). */
  trustProxy: boolean | string;
  /** Origins whose web pages may call the API from a browser; "*" for any. */
  corsOrigins: string[] | "*";
}

// While developing, a proxy runs on the same machine if anywhere. Trusting whole private networks by
// default would let any client on a container network or VPN choose the address it is counted under.
const sameMachine = "loopback";

export function loadHttpConfig(env: Record<string, string | undefined>, mode: Mode): HttpConfig {
  const cors = env.CORS_ORIGINS?.trim();
  return {
    trustProxy: readTrustProxy(env.TRUST_PROXY?.trim(), mode),
    corsOrigins: cors === "*" ? "*" : readOrigins("CORS_ORIGINS", cors),
  };
}

/** "true" (any proxy), "false" (none), or addresses and CIDR ranges separated by commas; production must say. */
function readTrustProxy(value: string | undefined, mode: Mode): HttpConfig["trustProxy"] {
  if (!value) {
    if (mode !== "production") return sameMachine;
    throw new Error('TRUST_PROXY is required in production: your proxies\' addresses or CIDR ranges, or "false" without a proxy');
  }
  if (value === "true" || value === "false") return value === "true";
  return value;
}

import { isIP } from "node:net";
import type { Mode } from "./mode.js";
import { readOrigins } from "./read-origins.js";

export interface HttpConfig {
  /** Which proxies may tell the client's address and protocol in `x-forwarded-*` headers (Fastify's `trustProxy`). */
  trustProxy: boolean | string;
  /** Origins whose web pages may call the API from a browser; "*" for any. */
  corsOrigins: (string | RegExp)[] | "*";
}

// While developing, a proxy runs on the same machine if anywhere. Trusting whole private networks by
// default would let any client on a container network or VPN choose the address it is counted under.
const sameMachine = "loopback";
const namedRanges = new Set(["loopback", "linklocal", "uniquelocal"]);

// While developing, the reference `npm run docs` writes calls this API from a file (whose origin browsers send
// as "null") or from a page on this machine; production and tests allow only what CORS_ORIGINS lists.
const developmentOrigins = ["null", /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/];

export function loadHttpConfig(env: Record<string, string | undefined>, mode: Mode): HttpConfig {
  const cors = env.CORS_ORIGINS?.trim();
  return {
    trustProxy: readTrustProxy(env.TRUST_PROXY?.trim(), mode),
    corsOrigins:
      cors === "*"
        ? "*"
        : [...readOrigins("CORS_ORIGINS", cors), ...(mode === "development" ? developmentOrigins : [])],
  };
}

/** "true" (any proxy), "false" (none), or addresses and CIDR ranges separated by commas; production must say. */
function readTrustProxy(value: string | undefined, mode: Mode): HttpConfig["trustProxy"] {
  if (!value) {
    if (mode !== "production") return sameMachine;
    throw new Error(
      'TRUST_PROXY is required in production: your proxies\' addresses or CIDR ranges, or "false" without a proxy',
    );
  }
  if (value === "true" || value === "false") return value === "true";
  const wrong = value.split(",").filter((entry) => !isProxyAddress(entry.trim()));
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY must be "true", "false", or IP addresses and CIDR ranges separated by commas (or loopback, linklocal, uniquelocal), got ${wrong.map((entry) => JSON.stringify(entry.trim())).join(", ")}`,
    );
  }
  return value;
}

/** What Fastify's proxy check compiles: a named range, an address, or an address with a prefix length or netmask. */
function isProxyAddress(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = "", range, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) >= 1 && Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isNetmask(range);
}

/** `255.255.240.0`: ones then zeros, at least one one. */
function isNetmask(mask: string): boolean {
  if (isIP(mask) !== 4) return false;
  const bits = mask
    .split(".")
    .map((part) => Number(part).toString(2).padStart(8, "0"))
    .join("");
  return /^1+0*$/.test(bits);
}

import { readOrigins } from "@hostkit/rest/http";
import type { Mode } from "../read-env.js";

/**
 * RESET_LINK_ORIGINS: origins a mailed link may point to. In production a link must lead to your own
 * https pages, or a request could send a token anywhere.
 */
export function readResetLinkOrigins(value: string | undefined, mode: Mode): string[] {
  const origins = readOrigins("RESET_LINK_ORIGINS", value);
  if (mode !== "production") return origins;
  if (origins.length === 0) throw new Error("RESET_LINK_ORIGINS is required in production: the https origins of your reset pages");
  const plain = origins.find((origin) => !origin.startsWith("https://"));
  if (plain) throw new Error(`RESET_LINK_ORIGINS must list https origins in production, got "${plain}"`);
  return origins;
}

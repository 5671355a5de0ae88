import { isStorableText } from "../http/storable-text.js";

export interface BasicCredentials {
  email: string;
  password: string;
}

/**
 * Reads `Authorization: Basic base64(email:password)`; the password may itself hold colons. Text no account can
 * hold (see isStorableText) is no credentials, and never reaches the store.
 */
export function basicCredentials(header: string | undefined): BasicCredentials | undefined {
  const encoded = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? "")?.[1];
  if (!encoded) return undefined;
  const decoded = Buffer.from(encoded, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 1 || !isStorableText(decoded)) return undefined;
  return { email: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

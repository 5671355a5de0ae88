import { createHash } from "node:crypto";

/** The user's Gravatar image, or a generated pattern when the e-mail has none. */
export function gravatarUrl(email: string): string {
  const hash = createHash("sha256").update(email).digest("hex");
  return `https://gravatar.com/avatar/${hash}?d=identicon`;
}

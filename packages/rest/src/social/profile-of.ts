import { HttpError } from "../errors/http-error.js";
import type { SocialProfile } from "./social-provider.js";

/** A profile from what a provider answered, which must at least name the account. */
export function profileOf(title: string, fields: Partial<SocialProfile>): SocialProfile {
  const { id, ...rest } = fields;
  if (id === undefined) throw new HttpError(401, `${title} answered a profile without an id`);
  const known = Object.entries(rest).filter(([, value]) => value !== undefined);
  return { id, ...Object.fromEntries(known) };
}

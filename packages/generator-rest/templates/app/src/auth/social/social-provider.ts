<%_ const providers = authMethods.filter((method) => method !== "password") _%>
<%_ if (providers.length > 0) { _%>
import type { SocialConfig } from "./social-config.js";

export type SocialProviderName = <%- providers.map((provider) => JSON.stringify(provider)).join(" | ") %>;

/** What the API takes from a provider's profile; `email` only when the provider vouches for it. */
export interface SocialProfile {
  id: string;
  name?: string;
  email?: string;
  picture?: string;
}

export interface SocialProvider {
  name: SocialProviderName;
  /** As people know it, for messages. */
  title: string;
  /** Reads the profile of the user the access token belongs to; any failure is a 401 HttpError. */
  profile(accessToken: string, config: SocialConfig, signal: AbortSignal): Promise<SocialProfile>;
}
<%_ } _%>

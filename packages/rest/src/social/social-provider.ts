import type { ClientCredentials, SocialConfig, SocialProviderName } from "./social-config.js";

/** What the API takes from a provider's profile; `email` only when the provider vouches for it. */
export interface SocialProfile {
  id: string;
  name?: string;
  email?: string;
  picture?: string;
}

/** Where a provider's authorization-code flow starts and ends, and what it asks the person for. */
export interface OAuthEndpoints {
  authorizeUrl: string;
  tokenUrl: string;
  scope: string[];
}

export interface SocialProvider {
  name: SocialProviderName;
  /** As people know it, for messages. */
  title: string;
  /**
   * Reads the profile of the person a token belongs to, once the provider has confirmed that the token
   * was issued to `client` (this API's app) and is still valid; any failure is an HttpError.
   */
  profile(token: string, client: ClientCredentials, config: SocialConfig, signal: AbortSignal): Promise<SocialProfile>;
  oauth(config: SocialConfig): OAuthEndpoints;
}

// Sign-in with Facebook, GitHub and Google: `@hostkit/rest/social`, apart from `@hostkit/rest/auth` so that an API
// without providers loads none of it (nor the peer `@fastify/oauth2`).
export {
  credentialVariables,
  loadSocialConfig,
  SOCIAL_PROVIDERS,
  type ClientCredentials,
  type ProviderAddresses,
  type SocialConfig,
  type SocialOptions,
  type SocialProviderName,
} from "./social-config.js";
export type { OAuthEndpoints, SocialProfile, SocialProvider } from "./social-provider.js";
export { socialProviders } from "./social-providers.js";
export { registerOAuthClient, type OAuthClient } from "./oauth-client.js";
export { openSignInCodes, type SignInCodes } from "./sign-in-codes.js";
export { allowedReturnUrl } from "./allowed-return-url.js";

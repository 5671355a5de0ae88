// Account security that is the same in every generated API: the master key, credentials, guards and user tokens;
// `@hostkit/rest/auth`, apart from the main entry so that an
// API without users loads none of it.
export { isMasterKey } from "./master-key.js";
export { estimatedBits, readSecrets, type Mode } from "./read-secrets.js";
export { accessToken, accessTokenField } from "./access-token.js";
export { queryToken, queryTokenScheme, refuseQueryToken, takeQueryToken } from "./query-token.js";
export { filterByGuards, type Guard } from "./guard.js";
export {
  signUserToken,
  tokenVerifier,
  type TokenClaims,
  type TokenSettings,
  type TokenVerifier,
} from "./user-token.js";
export { normalizeEmail } from "./normalize-email.js";

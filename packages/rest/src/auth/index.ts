// Account security that is the same in every generated API; `@hostkit/rest/auth`, apart from the main entry so that an
// API without users loads none of it.
export { isMasterKey } from "./master-key.js";
export { estimatedBits, readSecrets, type Mode } from "./read-secrets.js";

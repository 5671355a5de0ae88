// The HTTP machinery every generated API shares: a Fastify plugin and the server options that go with it, the
// settings they read, and the pieces a project's own routes reuse.
export { restHttp, type RestHttpOptions } from "./rest-http.js";
export { serverOptions } from "./server-options.js";
export { loadHttpConfig, type HttpConfig } from "./http-config.js";
export { loadTimeouts, type Timeouts } from "./timeouts.js";
export { loggerOptions, type LogLevel } from "./logger-options.js";
export type { Mode } from "./mode.js";
export { clientNetwork } from "./client-network.js";
export { isStorableText } from "./storable-text.js";
export { noStoreForTokens } from "./no-store-for-tokens.js";
export { readOrigins } from "./read-origins.js";

// Sign-in with e-mail and password: `@hostkit/rest/password`, apart from `@hostkit/rest/auth` so that an API whose
// users sign in only through providers installs no password hashing (the peer `@node-rs/argon2`).
export { basicCredentials, type BasicCredentials } from "./basic-credentials.js";
export { hashPassword, verifyPassword } from "./password-hash.js";
export { accountCeilingFactor, passwordGuard, wrongPassword, type PasswordAccount } from "./password-guard.js";

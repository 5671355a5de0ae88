import type { AuthMethod } from "./auth-methods.js";

/** A sign-in method that is a provider's (everything but the password). */
export type SocialMethod = Exclude<AuthMethod, "password">;

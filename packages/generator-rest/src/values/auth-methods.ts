/** Every sign-in method `rest` can generate. */
export const AUTH_METHODS = ["password", "facebook", "github", "google"] as const;

export type AuthMethod = (typeof AUTH_METHODS)[number];

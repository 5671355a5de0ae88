import type { SocialMethod } from "../values/social-method.js";

export interface CoreRoutesInput {
  auth: boolean;
  password: boolean;
  passwordReset: boolean;
  providers: readonly SocialMethod[];
}

/** The routes every `rest` project with these options serves, as `METHOD /path` in OpenAPI's spelling. */
export function coreRoutes({ auth, password, passwordReset, providers }: CoreRoutesInput): string[] {
  return [
    "GET /health",
    ...(auth
      ? [
          "DELETE /users/{id}",
          "GET /users",
          "GET /users/me",
          "GET /users/{id}",
          "POST /users",
          "PUT /users/me",
          "PUT /users/{id}",
        ]
      : []),
    ...(password ? ["POST /auth", "PUT /users/{id}/password"] : []),
    ...(passwordReset
      ? [
          "POST /password-resets",
          "POST /password-resets/lookup",
          "PUT /password-resets",
          "POST /email-confirmations",
          "PUT /email-confirmations",
          "POST /auth/sign-out-everywhere",
        ]
      : []),
    ...providers.map((provider) => `POST /auth/${provider}`),
  ];
}

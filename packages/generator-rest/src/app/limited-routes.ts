/** What decides which routes are rate limited. */
export interface LimitedRoutesFlags {
  password: boolean;
  social: boolean;
  passwordReset: boolean;
}

/** The rate-limited routes of a project, as its README lists them: where passwords are checked or mails sent. */
export function limitedRoutes({ password, social, passwordReset }: LimitedRoutesFlags): string {
  const routes = [
    ...(password ? ["POST /auth", "PUT /users/:id/password"] : []),
    ...(social ? ["POST /auth/<provider>"] : []),
    ...(passwordReset ? ["POST /password-resets", "POST /email-confirmations"] : []),
  ];
  return routes.map((route) => `\`${route}\``).join(", ");
}

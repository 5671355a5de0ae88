<%_ if (auth) { _%>
import type { TestApp } from "./test-app.js";

export interface SignedUp {
  id: string;
  email: string;
  password: string;
  token: string;
}

/** Creates a user with the master key, then signs them in. */
export async function signUp(
  app: TestApp,
  email: string,
  fields: Record<string, string> = {},
  password = "secret-password",
): Promise<SignedUp> {
  const created = await app.request("POST", "/users", {
    form: { email, password, access_token: app.config.masterKey, ...fields },
  });
  if (created.status !== 201) throw new Error(`POST /users answered ${created.status}: ${JSON.stringify(created.body)}`);
  const session = await app.request("POST", "/auth", {
    basic: { email, password },
    form: { access_token: app.config.masterKey },
  });
  const { token, user } = session.body as { token: string; user: { id: string } };
  return { id: user.id, email, password, token };
}
<%_ } _%>

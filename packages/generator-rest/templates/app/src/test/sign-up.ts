<%_ if (!password && !authOnUserCreate) { _%>
import { signUserToken } from "@hostkit/rest/auth";
<%_ } _%>
import type { TestApp } from "./test-app.js";

export interface SignedUp {
  id: string;
  email: string;
<%_ if (password) { _%>
  password: string;
<%_ } _%>
  token: string;
}

<%_ if (password) { _%>
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
<%_ } else { _%>
/**
 * Creates a user with the master key, with a token as if they had signed in. Users sign in through a
 * provider, which the sign-in tests cover against the fake providers.
 */
export async function signUp(app: TestApp, email: string, fields: Record<string, string> = {}): Promise<SignedUp> {
  const created = await app.request("POST", "/users", { form: { email, access_token: app.config.masterKey, ...fields } });
  if (created.status !== 201) throw new Error(`POST /users answered ${created.status}: ${JSON.stringify(created.body)}`);
<%_ if (authOnUserCreate) { _%>
  const { token, user } = created.body as { token: string; user: { id: string } };
  return { id: user.id, email, token };
<%_ } else { _%>
  const { id } = created.body as { id: string };
  return { id, email, token: await signUserToken(id, app.config) };
<%_ } _%>
}
<%_ } _%>

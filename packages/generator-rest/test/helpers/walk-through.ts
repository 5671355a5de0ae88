import { expect } from "vitest";

interface UserView {
  id: string;
  name: string;
  picture: string;
  email?: string;
  createdAt: string;
}

const form = (fields: Record<string, string>): { headers: Record<string, string>; body: string } => ({
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

/**
 * The README's walk-through over real HTTP: create a user with the master key, sign in
 * with HTTP Basic, read the signed-in user with the token; then the refusals.
 * `signedInOnCreate`: the project was generated with --auth-on-user-create.
 */
export async function walkThrough(url: string, masterKey: string, signedInOnCreate: boolean): Promise<void> {
  const email = "Walker@Example.com ";
  const password = "correct horse";

  const created = await fetch(`${url}/users`, {
    method: "POST",
    ...form({ access_token: masterKey, email, password }),
  });
  expect(created.status).toBe(201);
  const answer = (await created.json()) as UserView | { token: string; user: UserView };
  const user = "token" in answer ? answer.user : answer;
  expect("token" in answer).toBe(signedInOnCreate);
  expect(user).toMatchObject({ email: "walker@example.com", name: "walker" });
  expect(user).not.toHaveProperty("password");
  expect(user.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

  const basic = Buffer.from(`walker@example.com:${password}`).toString("base64");
  const signedIn = await fetch(`${url}/auth`, {
    method: "POST",
    ...form({ access_token: masterKey }),
    headers: { ...form({}).headers, authorization: `Basic ${basic}` },
  });
  expect(signedIn.status).toBe(201);
  const session = (await signedIn.json()) as { token: string; user: UserView };
  expect(session.user.id).toBe(user.id);

  const me = await fetch(`${url}/users/me`, { headers: { authorization: `Bearer ${session.token}` } });
  expect(me.status).toBe(200);
  expect(await me.json()).toMatchObject({ id: user.id, email: "walker@example.com" });
  // Tokens stay out of URLs unless ACCESS_TOKEN_IN_QUERY=true.
  const meByQuery = await fetch(`${url}/users/me?access_token=${encodeURIComponent(session.token)}`);
  expect(meByQuery.status).toBe(400);

  const anonymous = await fetch(`${url}/users/me`);
  expect(anonymous.status).toBe(401);

  const badBody = await fetch(`${url}/users`, {
    method: "POST",
    ...form({ access_token: masterKey, email: "walker2@example.com", password: "short" }),
  });
  expect(badBody.status).toBe(400);
  expect(await badBody.json()).toMatchObject({ valid: false, param: "password" });

  for (const id of ["ffffffffffffffffffffffff", "not-an-id"]) {
    const unknown = await fetch(`${url}/users/${id}`);
    expect(unknown.status).toBe(404);
  }
}

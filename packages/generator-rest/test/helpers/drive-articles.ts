import { expect } from "vitest";

interface Article {
  id: string;
  title: string;
  content: string;
  createdAt: string;
  updatedAt: string;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const form = (fields: Record<string, string>) => ({
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

const json = (body: unknown, token?: string) => ({
  headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

/**
 * The example group (articles with a required title and content) over real HTTP, then every
 * other route of the group: sign a user in, POST /articles form-encoded with the token as
 * access_token, list and search, show, PUT, PATCH, DELETE with the token, and the refusals.
 */
export async function driveArticles(url: string, masterKey: string): Promise<void> {
  const email = "writer@example.com";
  const password = "correct horse";
  const created = await fetch(`${url}/users`, {
    method: "POST",
    ...form({ access_token: masterKey, email, password }),
  });
  expect(created.status).toBe(201);
  const basic = Buffer.from(`${email}:${password}`).toString("base64");
  const signIn = await fetch(`${url}/auth`, {
    method: "POST",
    headers: { ...form({}).headers, authorization: `Basic ${basic}` },
    body: new URLSearchParams({ access_token: masterKey }).toString(),
  });
  const { token } = (await signIn.json()) as { token: string };

  const post = await fetch(`${url}/articles`, {
    method: "POST",
    ...form({ title: "Hello", content: "First words", access_token: token }),
  });
  expect(post.status).toBe(201);
  const article = (await post.json()) as Article;
  expect(article).toEqual({
    id: expect.any(String),
    title: "Hello",
    content: "First words",
    createdAt: expect.stringMatching(TIMESTAMP),
    updatedAt: article.createdAt,
  });
  expect(
    (await fetch(`${url}/articles`, { method: "POST", ...form({ title: "Anonymous", content: "x" }) })).status,
  ).toBe(401);
  const invalid = await fetch(`${url}/articles`, { method: "POST", ...json({ title: "", content: "x" }, token) });
  expect(invalid.status).toBe(400);
  expect(await invalid.json()).toMatchObject({ valid: false, name: "minlength", param: "title" });

  const list = await fetch(`${url}/articles?q=FIRST&fields=id,title`);
  expect(await list.json()).toEqual([{ id: article.id, title: "Hello" }]);
  expect(await (await fetch(`${url}/articles?q=nothing`)).json()).toEqual([]);
  expect(await (await fetch(`${url}/articles/${article.id}`)).json()).toEqual(article);

  // Only the reads were opened to anyone: every write no right names needs a signed-in user.
  for (const method of ["PUT", "PATCH", "DELETE"]) {
    const anonymous = await fetch(`${url}/articles/${article.id}`, { method, ...json({ content: "Anonymous" }) });
    expect(anonymous.status, method).toBe(401);
  }
  const put = await fetch(`${url}/articles/${article.id}`, {
    method: "PUT",
    ...json({ title: "Hello again", content: "Rewritten" }, token),
  });
  expect(await put.json()).toMatchObject({
    id: article.id,
    title: "Hello again",
    content: "Rewritten",
    createdAt: article.createdAt,
  });
  const patch = await fetch(`${url}/articles/${article.id}`, {
    method: "PATCH",
    ...json({ content: "Patched" }, token),
  });
  expect(await patch.json()).toMatchObject({ title: "Hello again", content: "Patched" });

  const remove = { method: "DELETE", headers: { authorization: `Bearer ${token}` } };
  expect((await fetch(`${url}/articles/${article.id}`, remove)).status).toBe(204);
  for (const id of [article.id, "not-an-id"]) {
    expect((await fetch(`${url}/articles/${id}`)).status).toBe(404);
  }
}

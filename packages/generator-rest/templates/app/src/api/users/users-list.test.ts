import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, type SignedUp } from "../../test/sign-up.js";
import { startTestApp, type TestApp } from "../../test/test-app.js";

let app: TestApp;
let admin: SignedUp;

const people = [
  ["jose@example.com", "José Álvarez"],
  ["zoe@example.com", "Zoë Martin"],
  ["maria@example.com", "maria alvarez"],
  ["dots@example.com", "a.*b"],
];

beforeAll(async () => {
  app = await startTestApp();
  admin = await signUp(app, "admin@example.com", { role: "admin", name: "Admin" });
  for (const [email, name] of people) {
    await signUp(app, email as string, { name: name as string });
  }
});
afterAll(() => app.close());

type Row = Record<string, string>;

async function list(query: Record<string, string> = {}) {
  const response = await app.request("GET", "/users", { bearer: admin.token, query });
  expect(response.status).toBe(200);
<%_ if (getList) { _%>
  const { rows, count } = response.body as { rows: Row[]; count: number };
  return { rows, count };
<%_ } else { _%>
  return { rows: response.body as Row[] };
<%_ } _%>
}

const names = (rows: Row[]) => rows.map((row) => row.name);

describe("GET /users", () => {
  it("lists every user to an administrator, newest first", async () => {
<%_ if (getList) { _%>
    const { rows, count } = await list();
    expect(count).toBe(5);
<%_ } else { _%>
    const { rows } = await list();
<%_ } _%>
    expect(names(rows)).toEqual(["a.*b", "maria alvarez", "Zoë Martin", "José Álvarez", "Admin"]);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(["createdAt", "email", "id", "name", "picture"]);
  });

  it("refuses users who are not administrators", async () => {
    const user = await signUp(app, "plain@example.com");
    expect((await app.request("GET", "/users", { bearer: user.token })).status).toBe(403);
    expect((await app.request("GET", "/users")).status).toBe(401);
    expect((await app.request("DELETE", `/users/${user.id}`, { bearer: admin.token })).status).toBe(204);
  });

  it("searches names and e-mails ignoring case and accents", async () => {
    expect(names((await list({ q: "ALVAREZ", sort: "name" })).rows)).toEqual(["José Álvarez", "maria alvarez"]);
    expect(names((await list({ q: "jose alv" })).rows)).toEqual(["José Álvarez"]);
    expect(names((await list({ q: "zoe" })).rows)).toEqual(["Zoë Martin"]);
    expect(names((await list({ q: "maria@EXAMPLE" })).rows)).toEqual(["maria alvarez"]);
  });

  it("matches q literally, never as a regular expression", async () => {
    expect(names((await list({ q: ".*b" })).rows)).toEqual(["a.*b"]);
    expect((await list({ q: "(((" })).rows).toEqual([]);
  });

  it("pages with page and limit<%- getList ? ", counting every match" : "" %>", async () => {
    const second = await list({ page: "2", limit: "2", sort: "createdAt" });
    expect(names(second.rows)).toEqual(["Zoë Martin", "maria alvarez"]);
<%_ if (getList) { _%>
    expect(second.count).toBe(5);
<%_ } _%>
    expect((await list({ page: "30", limit: "100" })).rows).toEqual([]);
  });

  it("answers the total of every match in X-Total-Count when asked with total=true, and only then", async () => {
    const get = (query: Record<string, string>) => app.request("GET", "/users", { bearer: admin.token, query });
    const counted = await get({ limit: "2", total: "true", q: "example" });
    expect(counted.headers.get("x-total-count")).toBe("5");
    expect((await get({ limit: "2", q: "alvarez", total: "true" })).headers.get("x-total-count")).toBe("2");
    expect((await get({ limit: "2" })).headers.get("x-total-count")).toBeNull();
  });

  it("sorts by several keys", async () => {
    await app.request("PUT", "/users/me", { bearer: admin.token, form: { name: "maria alvarez" } });
    const { rows } = await list({ sort: "-name,email", fields: "email" });
    // Strings sort by code point in both stores: lower case after upper case.
    expect(rows.map((row) => row.email)).toEqual([
      "admin@example.com",
      "maria@example.com",
      "dots@example.com",
      "zoe@example.com",
      "jose@example.com",
    ]);
    await app.request("PUT", "/users/me", { bearer: admin.token, form: { name: "Admin" } });
  });

  it("keeps or leaves out fields, always keeping id", async () => {
    expect((await list({ fields: "id,name" })).rows.every((row) => Object.keys(row).sort().join() === "id,name")).toBe(true);
    const withoutEmail = (await list({ fields: "-email,-picture" })).rows;
    expect(withoutEmail.every((row) => Object.keys(row).sort().join() === "createdAt,id,name")).toBe(true);
    const named = (await list({ fields: "name" })).rows;
    expect(named.every((row) => Object.keys(row).sort().join() === "id,name" && typeof row.id === "string")).toBe(true);
  });

  it("takes an empty parameter as absent", async () => {
    const absent = await list({ sort: "createdAt" });
    const empty = await list({ sort: "createdAt", q: "", page: "", limit: "", fields: "" });
    expect(empty).toEqual(absent);
    expect(empty.rows).toHaveLength(5);
  });

  it("answers 400 in the original shape for values out of range", async () => {
    const get = (query: Record<string, string>) => app.request("GET", "/users", { bearer: admin.token, query });
    expect(await get({ limit: "101" })).toMatchObject({
      status: 400,
      body: { valid: false, name: "max", param: "limit", value: 101, max: 100, message: "limit must be less than or equal to 100" },
    });
    expect((await get({ page: "0" })).body).toMatchObject({ name: "min", param: "page", min: 1 });
    expect((await get({ page: "31" })).body).toMatchObject({ name: "max", param: "page", max: 30 });
    expect((await get({ limit: "ten" })).body).toMatchObject({ name: "type", param: "limit", type: "integer" });
    const both = await get({ page: "0", limit: "0" });
    expect((both.body as { errors: unknown[] }).errors).toHaveLength(2);
  });

  it("refuses unknown sort keys, fields and parameters", async () => {
    const get = (query: Record<string, string>) => app.request("GET", "/users", { bearer: admin.token, query });
    expect(await get({ sort: "-password" })).toMatchObject({
      status: 400,
      // The documented pattern of `sort` names the keys: the schema refuses the others.
      body: { name: "match", param: "sort", value: "-password" },
    });
    expect(await get({ fields: "password" })).toMatchObject({ status: 400, body: { name: "match", param: "fields" } });
    expect(await get({ "email[$gt]": "a" })).toMatchObject({ status: 400, body: { name: "unknown", param: "email[$gt]" } });
  });

  it("filters by role and by a range of sign-up times, every condition on a field holding", async () => {
    expect(names((await list({ role: "admin" })).rows)).toEqual(["Admin"]);
    expect(names((await list({ "role[in]": "user,admin", sort: "createdAt", limit: "2" })).rows)).toEqual(["Admin", "José Álvarez"]);
    const { rows } = await list({ sort: "createdAt" });
    const [, second, third] = rows;
    if (!second || !third) throw new Error("too few users");
    const between = await list({ "createdAt[gte]": second.createdAt ?? "", "createdAt[lt]": third.createdAt ?? "", sort: "createdAt" });
    expect(names(between.rows)).toEqual([second.name]);
    const get = (query: Record<string, string>) => app.request("GET", "/users", { bearer: admin.token, query });
    expect(await get({ role: "owner" })).toMatchObject({ status: 400, body: { param: "role" } });
    expect(await get({ "role[in]": "user,owner" })).toMatchObject({ status: 400, body: { param: "role[in]" } });
    expect(await get({ "createdAt[gt]": "yesterday" })).toMatchObject({ status: 400, body: { param: "createdAt[gt]", name: "format" } });
    expect(await get({ "role[gt]": "a" })).toMatchObject({ status: 400, body: { name: "unknown", param: "role[gt]" } });
    expect((await list({ role: "user", "role[in]": "admin" })).rows).toEqual([]);
    expect(names((await list({ "role[in]": "admin,user", "createdAt[lte]": second.createdAt ?? "", sort: "createdAt" })).rows)).toEqual(["Admin", second.name]);
    expect(await get({ "createdAt[in]": "2024-13-01T00:00:00Z" })).toMatchObject({ status: 400, body: { param: "createdAt[in]" } });
  });

  it("leads from page to page through the Link header, past page 30, keeping the query", async () => {
    const all = names((await list({ sort: "name", limit: "100" })).rows);
    const seen: (string | undefined)[] = [];
    let next: string | undefined = "/users?sort=name&limit=2&fields=name";
    while (next) {
      const url: URL = new URL(next, app.url);
      const response = await app.request("GET", url.pathname, { bearer: admin.token, query: Object.fromEntries(url.searchParams) });
      expect(response.status).toBe(200);
      const rows = <%- getList ? "(response.body as { rows: Row[] }).rows" : "response.body as Row[]" %>;
      expect(rows.every((row) => Object.keys(row).sort().join() === "id,name")).toBe(true);
      seen.push(...names(rows));
      const link = response.headers.get("link") ?? "";
      expect(link).toContain('</users?sort=name&limit=2&fields=name>; rel="first"');
      next = /<([^>]+)>; rel="next"/.exec(link)?.[1];
    }
    expect(seen).toEqual(all);
    const get = (query: Record<string, string>) => app.request("GET", "/users", { bearer: admin.token, query });
    const cursor = /after=([^&>]+)/.exec((await get({ sort: "name", limit: "1" })).headers.get("link") ?? "")?.[1] ?? "";
    // A cursor of another sort, or not a cursor at all, names no page of this list.
    expect(await get({ sort: "email", after: cursor })).toMatchObject({ status: 404, body: { statusCode: 404 } });
    expect(await get({ after: "bm90LWEtY3Vyc29y" })).toMatchObject({ status: 404, body: { message: expect.stringMatching(/^after /) } });
    // A page number counts on from the cursor.
    const counted = await get({ sort: "name", after: cursor, page: "2", limit: "1" });
    expect(counted.status).toBe(200);
    expect(names(<%- getList ? "(counted.body as { rows: Row[] }).rows" : "counted.body as Row[]" %>)).toEqual([all[2]]);
  });

  it("bounds what a list costs: at most 3 sort keys, a key named again ignored, and 5 words of 3 characters or more in q", async () => {
    const get = (query: Record<string, string>) => app.request("GET", "/users", { bearer: admin.token, query });
    expect(await get({ sort: "-name,email,createdAt,name" })).toMatchObject({ status: 400, body: { name: "match", param: "sort" } });
    expect(names((await list({ sort: "name,-name" })).rows)).toEqual(names((await list({ sort: "name" })).rows));
    expect(names((await list({ sort: "-name,email,createdAt" })).rows)).toHaveLength(5);
    expect(await get({ q: "one two six ten ten ten" })).toMatchObject({ status: 400, body: { name: "match", param: "q" } });
    expect(await get({ q: "jose al" })).toMatchObject({ status: 400, body: { name: "match", param: "q", value: "jose al" } });
    // A word given twice is searched once.
    expect(names((await list({ q: "alvarez alvarez jose" })).rows)).toEqual(["José Álvarez"]);
    expect((await get({ q: "x".repeat(101) })).body).toMatchObject({ name: "maxlength", param: "q", maxlength: 100 });
    expect((await get({ sort: "name,".repeat(40) + "name" })).body).toMatchObject({ name: "maxlength", param: "sort", maxlength: 200 });
  });
});

<%_ if (files.listTest) { _%>
import { afterAll, beforeAll, describe, expect, it } from "vitest";
<%_ if (test.users.list.length > 0) { _%>
import { signUp, type SignedUp } from "<%= toSrc %>/test/sign-up.js";
<%_ } else if (test.seeded && test.references.signUp) { _%>
import { signUp } from "<%= toSrc %>/test/sign-up.js";
<%_ } _%>
import { startTestApp, type TestApp } from "<%= toSrc %>/test/test-app.js";
<%_ if (test.seeded) { _%>
  <%_ for (const open of test.references.opens) { _%>
import { <%= open.name %> } from "<%= open.path %>";
  <%_ } _%>
<%_ } _%>

let app: TestApp;
<%_ for (const user of test.users.list) { _%>
let <%= user.name %>: SignedUp;
<%_ } _%>
<%_ if (test.seeded) { _%>
let firstId: string;
let secondId: string;
const first = <%- js(first, "") %>;
const second = <%- js(second, "") %>;
<%_ } _%>

beforeAll(async () => {
  app = await startTestApp();
  <%_ for (const user of test.users.list) { _%>
  <%= user.name %> = await signUp(app, "<%= user.name %>@example.com", <%- js(user.profile) %>);
  <%_ } _%>
  <%_ if (test.seeded && refs.length > 0) { _%>
  // The documents the samples' references name, stored as their groups store them.
    <%_ for (const open of test.references.opens) { _%>
  const <%= open.many %> = await <%= open.name %>.open(app.store);
    <%_ } _%>
    <%_ for (const ref of test.references.ids) { _%>
  <%= ref.sample %>.<%= ref.field %> = <%- ref.id %>;
    <%_ } _%>
  <%_ } _%>
  <%_ if (test.seeded) { _%>
  const create = async (json: object): Promise<string> => {
    const response = await app.request("POST", "/<%= endpoint %>", { json<%- test.bearer.create %> });
    expect(response.status).toBe(201);
    return (response.body as { id: string }).id;
  };
  firstId = await create(first);
  // A later creation time, so that the newest-first order is certain.
  await new Promise((resolve) => setTimeout(resolve, 5));
  secondId = await create(second);
    <%_ if (refs.some((ref) => ref.self)) { _%>
  // The <%= labels %> the samples name were stored to be named: the list is of the two created here.
      <%_ for (const ref of refs.filter((ref) => ref.self)) { _%>
  await <%= many %>.remove(first.<%= ref.field %>);
  await <%= many %>.remove(second.<%= ref.field %>);
      <%_ } _%>
    <%_ } _%>
  <%_ } _%>
});
afterAll(() => app.close());

type Row = Record<string, unknown>;

async function list(query: Record<string, string> = {}) {
  const response = await app.request("GET", "/<%= endpoint %>", { query<%- test.bearer.index %> });
  expect(response.status).toBe(200);
  <%_ if (getList) { _%>
  return response.body as { rows: Row[]; count: number };
  <%_ } else { _%>
  return { rows: response.body as Row[] };
  <%_ } _%>
}
<%_ if (test.seeded) { _%>

const ids = (rows: Row[]) => rows.map((row) => row.id);
<%_ } _%>

describe("GET /<%= endpoint %>", () => {
  <%_ if (test.seeded) { _%>
  it("lists <%= labels %> newest first", async () => {
    const { rows<% if (getList) { %>, count<% } %> } = await list();
    expect(ids(rows)).toEqual([secondId, firstId]);
    <%_ if (getList) { _%>
    expect(count).toBe(2);
    <%_ } _%>
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(<%- js(test.listKeys) %>);
  });
  <%_ if (search.length > 0) { _%>

  it("searches the text fields with q, ignoring case", async () => {
    expect(ids((await list({ q: "ALPHA" })).rows)).toEqual([firstId]);
    expect(ids((await list({ q: "<%= test.keywords %>" })).rows)).toEqual([secondId]);
    expect((await list({ q: "alpha beta" })).rows).toEqual([]);
    expect((await list({ q: ".*." })).rows).toEqual([]);
  });
  <%_ } _%>
  <%_ if (test.filterChecks.length > 0 || refs.length > 0) { _%>

  it("filters by each indexed field: a value, one of several<% if (test.filterChecks.some((check) => Object.keys(check.query).some((key) => key.endsWith("[gt]")))) { %>, a range<% } %>", async () => {
    const checks: [Record<string, string>, string[]][] = [
      <%_ for (const check of test.filterChecks) { _%>
      [<%- js(check.query) %>, <%- check.ids %>],
      <%_ } _%>
      <%_ for (const ref of refs) { _%>
      [{ <%= ref.field %>: first.<%= ref.field %> }, [firstId]],
      [{ "<%= ref.field %>[in]": `${first.<%= ref.field %>},${second.<%= ref.field %>}` }, [secondId, firstId]],
      <%_ } _%>
    ];
    for (const [query, expected] of checks) expect(ids((await list(query)).rows), JSON.stringify(query)).toEqual(expected);
  });
  <%_ } _%>
  <%_ if (references.expand) { _%>

  it("answers the documents the references name with ?expand=", async () => {
    const { rows } = await list({ expand: "<%= expand.join(",") %>" });
    <%_ for (const field of expand) { _%>
    expect(rows.map((row) => (row.<%= field %> as { id: string }).id)).toEqual([second.<%= field %>, first.<%= field %>]);
    <%_ } _%>
  });
  <%_ } _%>

  it("pages, sorts and keeps the fields asked for", async () => {
    const page = await list({ page: "2", limit: "1", sort: "createdAt" });
    expect(ids(page.rows)).toEqual([secondId]);
    <%_ if (getList) { _%>
    expect(page.count).toBe(2);
    <%_ } _%>
    <%_ /* createdAt may be the first sortable field, and sort names a key once. */ _%>
    expect(ids((await list({ sort: "<%= sortable[0] %>,-updatedAt" })).rows)).toHaveLength(2);
    expect((await list({ fields: "id" })).rows).toEqual([{ id: secondId }, { id: firstId }]);
    expect((await list({ fields: "-createdAt,-updatedAt" })).rows.every((row) => !("createdAt" in row) && !("updatedAt" in row))).toBe(true);
  });

  it("answers the total of every match in X-Total-Count when asked with total=true", async () => {
    const get = (query: Record<string, string>) => app.request("GET", "/<%= endpoint %>", { query<%- test.bearer.index %> });
    expect((await get({ limit: "1", total: "true" })).headers.get("x-total-count")).toBe("2");
    expect((await get({ limit: "1" })).headers.get("x-total-count")).toBeNull();
  });

  it("leads to the next page through the Link header, and filters by creation time", async () => {
    const get = (query: Record<string, string>) => app.request("GET", "/<%= endpoint %>", { query<%- test.bearer.index %> });
    const page = await get({ limit: "1" });
    const link = page.headers.get("link") ?? "";
    expect(link).toContain('</<%= endpoint %>?limit=1>; rel="first"');
    const next = new URL(/<([^>]+)>; rel="next"/.exec(link)?.[1] ?? "/", app.url);
    expect(ids((await list(Object.fromEntries(next.searchParams))).rows)).toEqual([firstId]);
    const [newest] = (await list()).rows;
    expect(ids((await list({ "createdAt[lt]": String(newest?.createdAt) })).rows)).toEqual([firstId]);
    expect(ids((await list({ "createdAt[gte]": String(newest?.createdAt) })).rows)).toEqual([secondId]);
    expect(await get({ after: "bm90LWEtY3Vyc29y" })).toMatchObject({ status: 404, body: { statusCode: 404 } });
    expect(await get({ "createdAt[gt]": "yesterday" })).toMatchObject({ status: 400, body: { name: "format", param: "createdAt[gt]" } });
  });
  <%_ } else if (model) { _%>
  it("lists nothing while nothing is stored", async () => {
    expect(await list()).toEqual(<%- js(test.emptyList) %>);
  });
  <%_ } else { _%>
  it("is a stub answering an empty list", async () => {
    expect(await list()).toEqual(<%- js(test.emptyList) %>);
    expect(await list({ page: "2", limit: "5" })).toEqual(<%- js(test.emptyList) %>);
  });
  <%_ } _%>

  it("answers 400 in the original shape for bad list parameters", async () => {
    const get = (query: Record<string, string>) => app.request("GET", "/<%= endpoint %>", { query<%- test.bearer.index %> });
    expect(await get({ limit: "101" })).toMatchObject({
      status: 400,
      body: { valid: false, name: "max", param: "limit", value: 101, max: 100, message: "limit must be less than or equal to 100" },
    });
    <%_ if (model) { _%>
    expect(await get({ sort: "-password" })).toMatchObject({
      status: 400,
      <%_ /* The documented pattern of `sort` names the keys: the schema refuses the others. */ _%>
      body: { name: "match", param: "sort", value: "-password" },
    });
    <%_ } _%>
    <%_ if (model && test.unsortable) { _%>
    // A field without an index is not sortable: sorting on it would cost every list request the whole collection.
    expect(await get({ sort: "-<%= test.unsortable %>" })).toMatchObject({ status: 400, body: { name: "match", param: "sort" } });
    <%_ } _%>
    expect(await get({ "createdAt[$gt]": "x" })).toMatchObject({ status: 400, body: { name: "unknown", param: "createdAt[$gt]" } });
    for (const [param, value] of [["limit", "1e999"], ["limit", "Infinity"], ["page", "1e999"], ["page", "-Infinity"]] as const) {
      expect(await get({ [param]: value }), value).toMatchObject({ status: 400, body: { name: "finite", param } });
    }
    // An empty parameter, as a blank form field sends it, is an absent one.
    expect((await get({ limit: "", page: "", "createdAt[$gt]": "" })).status).toBe(200);
    <%_ if (search.length === 0) { _%>
    // <%= ALabel %> has no text field to search.
    expect(await get({ q: "anything" })).toMatchObject({ status: 400, body: { name: "unknown", param: "q" } });
    <%_ } _%>
  });
  <%_ if (test.needs.index) { _%>

  it("needs <%= test.needs.index %>", async () => {
    expect((await app.request("GET", "/<%= endpoint %>")).status).toBe(401);
    <%_ if (test.refusesUsers.index) { _%>
    expect((await app.request("GET", "/<%= endpoint %>", { bearer: ana.token })).status).toBe(<%= test.refused.index %>);
    <%_ } _%>
  });
  <%_ } _%>
});
<%_ } _%>

<%_ if (has.index) { _%>
<%_
const path = `/${endpoint}`;
const seeded = model && has.create;
const signUps = [test.admin && "admin", test.ana && "ana", test.bob && "bob"].filter(Boolean)
  .filter((user) => (user === "admin" && (rights.index === "admin" || (seeded && rights.create === "admin"))) || (user === "ana" && (Boolean(test.needs.index) || (seeded && rights.create === "user"))));
const credential = (method) => test.as[method] ? `, ${test.as[method]}` : "";
_%>
import { afterAll, beforeAll, describe, expect, it } from "vitest";
<%_ if (signUps.length > 0) { _%>
import { signUp, type SignedUp } from "<%= toSrc %>/test/sign-up.js";
<%_ } _%>
import { startTestApp, type TestApp } from "<%= toSrc %>/test/test-app.js";

let app: TestApp;
<%_ for (const user of signUps) { _%>
let <%= user %>: SignedUp;
<%_ } _%>
<%_ if (seeded) { _%>
let firstId: string;
let secondId: string;
<%_ } _%>

beforeAll(async () => {
  app = await startTestApp();
<%_ if (signUps.includes("admin")) { _%>
  admin = await signUp(app, "admin@example.com", { role: "admin", name: "Admin" });
<%_ } _%>
<%_ if (signUps.includes("ana")) { _%>
  ana = await signUp(app, "ana@example.com", { name: "Ana" });
<%_ } _%>
<%_ if (seeded) { _%>
  const create = async (json: object): Promise<string> => {
    const response = await app.request("POST", "<%= path %>", { json<%- credential("create") %> });
    expect(response.status).toBe(201);
    return (response.body as { id: string }).id;
  };
  firstId = await create(<%- js(first, "  ") %>);
  // A later creation time, so that the newest-first order is certain.
  await new Promise((resolve) => setTimeout(resolve, 5));
  secondId = await create(<%- js(second, "  ") %>);
<%_ } _%>
});
afterAll(() => app.close());

type Row = Record<string, unknown>;

async function list(query: Record<string, string> = {}) {
  const response = await app.request("GET", "<%= path %>", { query<%- credential("index") %> });
  expect(response.status).toBe(200);
<%_ if (getList) { _%>
  return response.body as { rows: Row[]; count: number };
<%_ } else { _%>
  return { rows: response.body as Row[] };
<%_ } _%>
}
<%_ if (seeded) { _%>

const ids = (rows: Row[]) => rows.map((row) => row.id);
<%_ } _%>

describe("GET <%= path %>", () => {
<%_ if (seeded) { _%>
  it("lists <%= labels %> newest first", async () => {
    const { rows<% if (getList) { %>, count<% } %> } = await list();
    expect(ids(rows)).toEqual([secondId, firstId]);
<%_ if (getList) { _%>
    expect(count).toBe(2);
<%_ } _%>
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(<%- js(["id", ...fields.map((field) => field.name), ...(storeUser ? [userField] : []), "createdAt", "updatedAt"].sort()) %>);
  });
<%_ if (search.length > 0) { _%>

  it("searches the text fields with q, ignoring case", async () => {
    expect(ids((await list({ q: "ALPHA" })).rows)).toEqual([firstId]);
    expect(ids((await list({ q: "beta <%= search[0] %>" })).rows)).toEqual([secondId]);
    expect((await list({ q: "alpha beta" })).rows).toEqual([]);
    expect((await list({ q: ".*" })).rows).toEqual([]);
  });
<%_ } _%>

  it("pages, sorts and keeps the fields asked for", async () => {
    const page = await list({ page: "2", limit: "1", sort: "createdAt" });
    expect(ids(page.rows)).toEqual([secondId]);
<%_ if (getList) { _%>
    expect(page.count).toBe(2);
<%_ } _%>
    expect(ids((await list({ sort: "<%= sortable[0] %>,-createdAt" })).rows)).toHaveLength(2);
    expect((await list({ fields: "id" })).rows).toEqual([{ id: secondId }, { id: firstId }]);
    expect((await list({ fields: "-createdAt,-updatedAt" })).rows.every((row) => !("createdAt" in row) && !("updatedAt" in row))).toBe(true);
  });
<%_ } else if (model) { _%>
  it("lists nothing while nothing is stored", async () => {
    expect(await list()).toEqual(<%- getList ? "{ rows: [], count: 0 }" : "{ rows: [] }" %>);
  });
<%_ } else { _%>
  it("is a stub answering an empty list", async () => {
    expect(await list()).toEqual(<%- getList ? "{ rows: [], count: 0 }" : "{ rows: [] }" %>);
    expect(await list({ page: "2", limit: "5" })).toEqual(<%- getList ? "{ rows: [], count: 0 }" : "{ rows: [] }" %>);
  });
<%_ } _%>

  it("answers 400 in the original shape for bad list parameters", async () => {
    const get = (query: Record<string, string>) => app.request("GET", "<%= path %>", { query<%- credential("index") %> });
    expect(await get({ limit: "101" })).toMatchObject({
      status: 400,
      body: { valid: false, name: "max", param: "limit", value: 101, max: 100, message: "limit must be less than or equal to 100" },
    });
<%_ if (model) { _%>
    expect(await get({ sort: "-password" })).toMatchObject({
      status: 400,
      body: { name: "enum", param: "sort", value: "-password", enum: <%- js(sortable) %> },
    });
<%_ } _%>
    expect(await get({ "createdAt[$gt]": "x" })).toMatchObject({ status: 400, body: { name: "unknown", param: "createdAt[$gt]" } });
    // An empty parameter, as a blank form field sends it, is an absent one.
    expect((await get({ limit: "", page: "", "createdAt[$gt]": "" })).status).toBe(200);
<%_ if (search.length === 0) { _%>
    // <%= ALabel %> has no text field to search.
    expect(await get({ q: "anything" })).toMatchObject({ status: 400, body: { name: "unknown", param: "q" } });
<%_ } _%>
  });
<%_ if (test.needs.index) { _%>

  it("needs <%= test.needs.index %>", async () => {
    expect((await app.request("GET", "<%= path %>")).status).toBe(401);
<%_ if (test.refusesUsers.index) { _%>
    expect((await app.request("GET", "<%= path %>", { bearer: ana.token })).status).toBe(401);
<%_ } _%>
  });
<%_ } _%>
});
<%_ } _%>

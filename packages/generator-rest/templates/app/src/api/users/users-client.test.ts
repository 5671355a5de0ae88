import { createServer, type IncomingHttpHeaders, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, createClient, type Client } from "../../../client/index.js";
import { signUp, type SignedUp } from "../../test/sign-up.js";
import { startTestApp, type TestApp } from "../../test/test-app.js";

let app: TestApp;
let ana: SignedUp;
/** With the master key, an administrator's token and Ana's token as Bearer. */
let master: Client;
let asAdmin: Client;
let asAna: Client;

beforeAll(async () => {
  app = await startTestApp();
  ana = await signUp(app, "ana@example.com", { name: "Ana" });
  const admin = await signUp(app, "admin@example.com", { role: "admin" });
  master = createClient({ baseUrl: app.url, token: app.config.masterKey });
  asAdmin = createClient({ baseUrl: app.url, token: admin.token });
  asAna = createClient({ baseUrl: app.url, token: ana.token });
});
afterAll(() => app.close());

const newUser = <%- password ? '{ password: "secret-password" }' : "{}" %>;

describe("the client on /users", () => {
  it("creates a user with the master key", async () => {
    const created = await master.request("POST /users", { email: "new@example.com", name: "New", ...newUser });
    expect(created).toMatchObject(<%- authOnUserCreate ? "{ token: expect.any(String), user: { email: \"new@example.com\" } }" : "{ email: \"new@example.com\" }" %>);
  });

  it("throws an ApiError with the API's body: a taken e-mail answers 409, a malformed one 400", async () => {
    const taken = master.request("POST /users", { email: ana.email, ...newUser });
    await expect(taken).rejects.toBeInstanceOf(ApiError);
    await expect(taken).rejects.toMatchObject({ status: 409, body: { valid: false, param: "email" } });
    const malformed = master.request("POST /users", { email: "not-an-e-mail", ...newUser });
    await expect(malformed).rejects.toMatchObject({ status: 400, body: { valid: false, name: "format", param: "email" } });
  });

  it("shows and changes the signed-in user, and shows a public profile without the e-mail", async () => {
    expect(await asAna.request("GET /users/me")).toMatchObject({ id: ana.id, email: ana.email, name: "Ana" });
    expect(await asAna.request("PUT /users/me", { name: "Ana Lovelace" })).toMatchObject({ id: ana.id, name: "Ana Lovelace" });
    const profile = await createClient({ baseUrl: app.url }).request("GET /users/{id}", { id: ana.id });
    expect(profile).toMatchObject({ id: ana.id, name: "Ana Lovelace" });
    expect(profile).not.toHaveProperty("email");
  });

  it("lists users for an administrator and refuses a plain user with 403 and a message", async () => {
    expect(JSON.stringify(await asAdmin.request("GET /users", { q: "ana", limit: 10 }))).toContain(ana.email);
    await expect(asAna.request("GET /users")).rejects.toMatchObject({ status: 403, body: { message: expect.any(String) } });
  });

  it("reads every page of a list, following each page's link to the next", async () => {
    for (const name of ["Bea", "Cid", "Dee"]) await master.request("POST /users", { email: `${name.toLowerCase()}@example.com`, name, ...newUser });
    const all = await asAdmin.request("GET /users", { limit: 100, sort: "email" });
    const pages = [];
    for await (const page of asAdmin.pages("GET /users", { limit: 2, sort: "email" })) pages.push(page);
<%_ if (getList) { _%>
    expect(all.rows.length).toBeGreaterThan(4);
    expect(pages.map((page) => page.rows.length)).toEqual(all.rows.map((_, index) => index).filter((index) => index % 2 === 0).map((index) => Math.min(2, all.rows.length - index)));
    expect(pages.flatMap((page) => page.rows.map((user) => user.email))).toEqual(all.rows.map((user) => user.email));
<%_ } else { _%>
    expect(all.length).toBeGreaterThan(4);
    expect(pages.map((page) => page.length)).toEqual(all.map((_, index) => index).filter((index) => index % 2 === 0).map((index) => Math.min(2, all.length - index)));
    expect(pages.flat().map((user) => user.email)).toEqual(all.map((user) => user.email));
<%_ } _%>
  });

  it("refuses a page's link to another origin, which gets neither the token nor any request", async () => {
    const received: IncomingHttpHeaders[] = [];
    const elsewhere = await serve((request, response) => {
      received.push(request.headers);
      response.writeHead(200, { "content-type": "application/json" }).end("[]");
    });
    // An API whose answer was rewritten on its way, say: its first page links to the other server.
    const api = await serve((_request, response) => {
      const link = `<${elsewhere.url}/users?limit=2&after=abc>; rel="next"`;
      response.writeHead(200, { "content-type": "application/json", link }).end("[]");
    });
    try {
      const pages = createClient({ baseUrl: api.url, token: app.config.masterKey }).pages("GET /users", { limit: 2 });
      expect((await pages.next()).value).toEqual([]);
      await expect(pages.next()).rejects.toThrow(`GET /users: the next page's link leads to ${elsewhere.url}, not to ${api.url}`);
      expect(received).toEqual([]);
    } finally {
      await Promise.all([api.close(), elsewhere.close()]);
    }
  });

  it("answers the status and headers with send: the total in X-Total-Count, the next page in Link", async () => {
    const answer = await asAdmin.send("GET /users", { limit: 1, total: true });
    expect(answer.status).toBe(200);
    expect(Number(answer.headers.get("x-total-count"))).toBeGreaterThan(1);
    expect(answer.headers.get("link")).toMatch(/rel="next"/);
<%_ if (getList) { _%>
    expect(answer.body.rows).toHaveLength(1);
<%_ } else { _%>
    expect(answer.body).toHaveLength(1);
<%_ } _%>
  });

  it("gives up on a server that does not answer: when its signal aborts, and after its timeout", async () => {
    const silent = await serve(() => {});
    try {
      const controller = new AbortController();
      const cancelled = createClient({ baseUrl: silent.url }).request("GET /users/{id}", { id: "x", request: { signal: controller.signal } });
      controller.abort();
      await expect(cancelled).rejects.toThrow("GET /users/{id}: aborted");
      const slow = createClient({ baseUrl: silent.url, timeout: 200 }).request("GET /users/{id}", { id: "x" });
      await expect(slow).rejects.toThrow("GET /users/{id}: no answer within 200 ms");
      const call = createClient({ baseUrl: silent.url }).request("GET /users/{id}", { id: "x", request: { timeout: 100 } });
      await expect(call).rejects.toThrow("GET /users/{id}: no answer within 100 ms");
    } finally {
      await silent.close();
    }
  });

  it("deletes a user (204, no answer), whose profile then answers 404", async () => {
    const other = await signUp(app, "gone@example.com");
    expect(await asAdmin.request("DELETE /users/{id}", { id: other.id })).toBeUndefined();
    await expect(asAdmin.request("GET /users/{id}", { id: other.id })).rejects.toMatchObject({ status: 404 });
  });
});

/** A real HTTP server on a port of 127.0.0.1: an origin of its own. */
async function serve(listener: RequestListener): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A server that never answers keeps its connections open: close them too.
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()).closeAllConnections());
  return { url, close };
}

import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../bench/free-port.js";
import { addGroup } from "../helpers/add-group.js";
import { generateProject } from "../helpers/generate-project.js";
import { runNpmScript } from "../helpers/run-npm-script.js";
import { startDevServer, type DevServer } from "../helpers/start-dev-server.js";

const METHODS = "create,index,show,update,destroy";

interface Answer {
  status: number;
  body: Record<string, unknown> & { rows?: Record<string, unknown>[] };
}

/**
 * A public group whose documents name those of an administrators' group and of a signed-in users' group: each
 * reference is expanded, and its id checked on a write, only for a caller the named group's own routes let in,
 * so that an anonymous caller or a plain user learns neither the document nor whether its id exists.
 */
describe.sequential("references under the read rights of the group they name", () => {
  let dir = "";
  let server: DevServer;
  const tokens = { admin: "", bob: "" };

  const call = async (method: string, path: string, token?: string, body?: object): Promise<Answer> => {
    const answer = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        ...(body ? { "content-type": "application/json" } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: answer.status, body: (await answer.json()) as Answer["body"] };
  };

  beforeAll(async () => {
    dir = await generateProject(`reference-rights-${process.pid}`, []);
    await addGroup(dir, ["secret", "--fields", "code:string!", "--admin-methods", METHODS]);
    await addGroup(dir, ["memo", "--fields", "text:string!", "--user-methods", METHODS]);
    await addGroup(dir, [
      "note",
      "--fields",
      "title:string!,secret:ref(secret),memo:ref(memo)",
      "--user-methods",
      "create,update,destroy",
    ]);
    await runNpmScript(dir, "client");
    server = await startDevServer(dir, await freePort());
    const masterKey = /^MASTER_KEY=(.+)$/m.exec(readFileSync(join(dir, ".env"), "utf8"))?.[1] ?? "";
    for (const [name, role] of [
      ["admin", "admin"],
      ["bob", "user"],
    ] as const) {
      const email = `${name}@example.com`;
      const password = `${name} password 123`;
      const created = await call("POST", "/users", masterKey, { email, password, role });
      expect(created.status).toBe(201);
      const signIn = await fetch(`${server.url}/auth`, {
        method: "POST",
        headers: {
          authorization: `Basic ${Buffer.from(`${email}:${password}`).toString("base64")}`,
          "content-type": "application/json",
        },
        body: JSON.stringify({ access_token: masterKey }),
      });
      tokens[name] = ((await signIn.json()) as { token: string }).token;
    }
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("expands a reference only for a caller who may read the document at its own route", async () => {
    const secret = await call("POST", "/secrets", tokens.admin, { code: "launch code 0000" });
    const memo = await call("POST", "/memos", tokens.bob, { text: "a memo for signed-in eyes" });
    expect([secret.status, memo.status]).toEqual([201, 201]);
    const ids = { secret: String(secret.body["id"]), memo: String(memo.body["id"]) };
    const note = await call("POST", "/notes", tokens.admin, { title: "Plans", ...ids });
    expect(note.status).toBe(201);
    const path = `/notes/${String(note.body["id"])}?expand=secret,memo`;

    // What the named groups' own routes answer each caller.
    expect((await call("GET", `/secrets/${ids.secret}`)).status).toBe(401);
    expect((await call("GET", `/secrets/${ids.secret}`, tokens.bob)).status).toBe(403);
    expect((await call("GET", `/memos/${ids.memo}`)).status).toBe(401);

    expect(await call("GET", path)).toMatchObject({ status: 200, body: ids });
    expect(await call("GET", path, tokens.bob)).toMatchObject({
      status: 200,
      body: { secret: ids.secret, memo: { id: ids.memo, text: "a memo for signed-in eyes" } },
    });
    expect(await call("GET", path, tokens.admin)).toMatchObject({
      status: 200,
      body: { secret: { id: ids.secret, code: "launch code 0000" }, memo: { id: ids.memo } },
    });

    const anonymousList = await call("GET", "/notes?expand=secret,memo");
    expect(anonymousList.body.rows ?? anonymousList.body).toMatchObject([ids]);
    const bobsList = await call("GET", "/notes?expand=secret", tokens.bob);
    expect(bobsList.body.rows ?? bobsList.body).toMatchObject([{ secret: ids.secret }]);
    const adminsList = await call("GET", "/notes?expand=secret", tokens.admin);
    expect(adminsList.body.rows ?? adminsList.body).toMatchObject([{ secret: { code: "launch code 0000" } }]);
    // A token that is no longer valid reads as no token at all, not as an error.
    expect(await call("GET", path, `${tokens.admin}x`)).toMatchObject({ status: 200, body: ids });
  });

  it("refuses an id a writer may not read exactly as an id that names nothing", async () => {
    const secret = await call("POST", "/secrets", tokens.admin, { code: "another code" });
    const unknownId = "0123456789abcdef01234567";
    /** The answer's text, with the id sent in place of the real one: nothing else may differ. */
    const asUnknown = (answer: Answer) => JSON.stringify(answer.body).replaceAll(String(secret.body["id"]), unknownId);
    const real = await call("POST", "/notes", tokens.bob, { title: "Guess", secret: secret.body["id"] });
    const unknown = await call("POST", "/notes", tokens.bob, { title: "Guess", secret: unknownId });
    expect(real).toMatchObject({ status: 409, body: { name: "ref", param: "secret" } });
    expect(asUnknown(real)).toBe(JSON.stringify(unknown.body));

    const note = await call("POST", "/notes", tokens.bob, { title: "Mine" });
    expect(note.status).toBe(201);
    const patched = await call("PATCH", `/notes/${String(note.body["id"])}`, tokens.bob, { secret: secret.body["id"] });
    const patchedUnknown = await call("PATCH", `/notes/${String(note.body["id"])}`, tokens.bob, { secret: unknownId });
    expect(patched.status).toBe(409);
    expect(asUnknown(patched)).toBe(JSON.stringify(patchedUnknown.body));

    // An administrator, who may read it, names it.
    const named = await call("PATCH", `/notes/${String(note.body["id"])}`, tokens.admin, { secret: secret.body["id"] });
    expect(named).toMatchObject({ status: 200, body: { secret: secret.body["id"] } });
  });
});

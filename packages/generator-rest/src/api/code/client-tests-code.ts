import type { GroupFacts } from "../group-context.js";
import type { Method } from "../methods.js";
import { lines, section } from "./lines.js";
import { signUpsCode, type SignUpsCode, type TestUser } from "./sign-ups-code.js";

/** The parts of a group's test through the typed client (`<plural>-client.test.ts`) that depend on its options. */
export interface ClientTestsCode {
  /** The users whose tokens the routes the test calls need. */
  users: SignUpsCode;
  /** The client makers the test uses, `as(token)` and `anonymous()`, then the first sample body. */
  constants: string;
  /** The calls of one document's life, from its creation on. */
  life: string;
  /** After a blank line: the test of the error an unknown id throws; "" without `show`. */
  unknownId: string;
}

/** The routes the life test calls, in order. */
const LIFE: readonly Method[] = ["create", "index", "show", "update", "destroy"];
const UNKNOWN_ID = "0123456789abcdef01234567";

export function clientTestsCode(group: GroupFacts): ClientTestsCode {
  const { has, js, test } = group;
  const path = `/${group.endpoint}`;
  const used = LIFE.filter((method) => has[method]);
  const token = (method: Method) => test.as[method].replace("bearer: ", "");
  /** The client a method is called with: with the token its route needs, or without any. */
  const client = (method: Method) => (token(method) === "" ? "anonymous()" : `as(${token(method)})`);
  const users = (["admin", "ana"] as const satisfies readonly TestUser[]).filter((user) =>
    used.some((method) => token(method).startsWith(`${user}.`)),
  );
  const call = (method: Method, route: string, params: string) =>
    `await ${client(method)}.request("${route}", ${params})`;
  const byId = (method: Method, verb: string, more = "") =>
    call(method, `${verb} ${path}/{id}`, `{ id: created.id${more} }`);
  return {
    users: signUpsCode(group, users),
    constants: lines(
      used.some((method) => token(method) !== "") &&
        "const as = (token: string) => createClient({ baseUrl: app.url, token });",
      used.some((method) => token(method) === "") && "const anonymous = () => createClient({ baseUrl: app.url });",
      `const first = ${js(group.first, "")};`,
    ),
    life: lines(
      `    const created = ${call("create", `POST ${path}`, "first")};`,
      "    expect(created).toMatchObject(first);",
      has.index &&
        `    expect(JSON.stringify(${call("index", `GET ${path}`, "{ limit: 100 }")})).toContain(created.id);`,
      has.show && `    expect(${byId("show", "GET")}).toEqual(created);`,
      has.update && [
        `    const second = ${js(group.second, "    ")};`,
        `    expect(${byId("update", "PUT", ", ...second")}).toMatchObject(second);`,
        `    const patch = ${js(test.patch, "    ")};`,
        `    expect(${byId("update", "PATCH", ", ...patch")}).toMatchObject(patch);`,
      ],
      has.destroy && `    expect(${byId("destroy", "DELETE")}).toBeUndefined();`,
    ),
    unknownId: section(
      lines(
        has.show && [
          '  it("throws an ApiError with status 404 and the API\'s message for an unknown id", async () => {',
          `    const unknown = ${client("show")}.request("GET ${path}/{id}", { id: "${UNKNOWN_ID}" });`,
          '    await expect(unknown).rejects.toMatchObject({ name: "ApiError", status: 404, body: { message: expect.any(String) } });',
          "  });",
        ],
      ),
    ),
  };
}

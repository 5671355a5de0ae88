import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { credentialInBody } from "./credential-in-body.js";

const api = "http://127.0.0.1:9000";

describe("credentialInBody", () => {
  it("moves access_token from the query string into a JSON body, keeping the other fields and parameters", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string().filter((key) => key !== "access_token" && key !== "__proto__"), fc.jsonValue()),
        fc.string({ minLength: 1 }),
        (fields, token) => {
          const url = `${api}/users?${new URLSearchParams({ page: "2", access_token: token })}`;
          const request = credentialInBody({
            url,
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(fields),
          });
          expect(request.url).toBe(`${api}/users?page=2`);
          expect(JSON.parse(request.body as string)).toEqual({ ...JSON.parse(JSON.stringify(fields)), access_token: token });
        },
      ),
    );
  });

  it("gives a request without a body a JSON one holding the key", () => {
    const request = credentialInBody({ url: `${api}/auth?access_token=k%20ey`, method: "POST", headers: {} });
    expect(request.url).toBe(`${api}/auth`);
    expect(request.headers["Content-Type"]).toBe("application/json");
    expect(JSON.parse(request.body as string)).toEqual({ access_token: "k ey" });
  });

  it("leaves GET requests and requests without the key as they are", () => {
    const get = { url: `${api}/users?access_token=key`, method: "GET", headers: {} };
    expect(credentialInBody({ ...get })).toEqual(get);
    const post = { url: `${api}/users`, method: "POST", headers: {}, body: "{}" };
    expect(credentialInBody({ ...post })).toEqual(post);
  });
});

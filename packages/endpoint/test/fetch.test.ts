import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoint } from "../src/index.js";
import { type Received, startEchoServer } from "./helpers/echo-server.js";
import { sendWithFetch } from "./helpers/send-with-fetch.js";

let server: Awaited<ReturnType<typeof startEchoServer>>;
let api: typeof endpoint;

beforeAll(async () => {
  server = await startEchoServer();
  api = endpoint.defaults({ baseUrl: server.url, headers: { authorization: "token <ACCESS_TOKEN>" } });
});

afterAll(() => server.close());

async function received(response: Response): Promise<Received> {
  expect(response.status).toBe(200);
  return JSON.parse(decodeURIComponent(response.headers.get("x-echo") ?? "null")) as Received;
}

describe("sending the options with fetch to a real server", () => {
  it.each(["GET", "HEAD", "OPTIONS"])("%s sends its parameters in the query", async (method) => {
    const seen = await received(
      await sendWithFetch(api(`${method} /orgs/{org}/repos`, { org: "host kit", per_page: 2 })),
    );
    expect(seen.method).toBe(method);
    expect(seen.url).toBe("/orgs/host%20kit/repos?per_page=2");
    expect(seen.headers.authorization).toBe("token <ACCESS_TOKEN>");
    expect(seen.headers.accept).toBe("application/vnd.host.v3+json");
    expect(seen.body).toBe("");
  });

  it.each(["POST", "PUT", "PATCH", "DELETE"])("%s sends its parameters as a JSON body", async (method) => {
    const seen = await received(
      await sendWithFetch(api(`${method} /repos/{owner}/{repo}`, { owner: "o", repo: "r", title: "Ünïcode", n: 0 })),
    );
    expect(seen.method).toBe(method);
    expect(seen.url).toBe("/repos/o/r");
    expect(seen.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(JSON.parse(seen.body)).toEqual({ title: "Ünïcode", n: 0 });
  });

  it("sends data as the raw body with its query template filled", async () => {
    const options = api("POST /assets{?name,label}", {
      name: "notes.txt",
      label: "Release notes",
      data: "plain text body",
      headers: { "content-type": "text/plain" },
    });
    const seen = await received(await sendWithFetch(options));
    expect(seen.url).toBe("/assets?name=notes.txt&label=Release%20notes");
    expect(seen.headers["content-type"]).toBe("text/plain");
    expect(seen.body).toBe("plain text body");
  });

  it("needs the upper-casing: fetch sends a lowercase patch as is, and the server rejects it", async () => {
    const options = api("PATCH /x", { a: 1 });
    expect(options.method).toBe("patch");
    const response = await fetch(options.url, { method: options.method, body: "{}" });
    expect(response.status).toBe(400);
  });
});

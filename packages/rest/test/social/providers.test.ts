import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpError } from "../../src/errors/http-error.js";
import { loadSocialConfig, socialProviders, type SocialConfig } from "../../src/social/index.js";

const { facebook: facebookProvider, github, google: googleProvider } = socialProviders;

const client = { id: "app-id", secret: "app-secret" };
const future = Math.floor(Date.now() / 1000) + 3600;
const seen: { url: string; headers: Record<string, string | string[] | undefined> }[] = [];

/** One server answering as Facebook's Graph API, GitHub's API and Google's tokeninfo and userinfo would. */
const answers: Record<string, (url: URL) => [number, unknown]> = {
  "GET /debug_token": (url) =>
    url.searchParams.get("input_token") === "fb-good"
      ? [200, { data: { app_id: "app-id", is_valid: true } }]
      : [200, { data: { app_id: "other-app", is_valid: true } }],
  "GET /me": () => [
    200,
    { id: "10", name: "Ana", email: "ana@example.com", picture: { data: { url: "https://example.com/a.png" } } },
  ],
  "POST /applications/app-id/token": () => [200, { app: { client_id: "app-id" } }],
  "GET /user": () => [200, { id: 7, login: "ana" }],
  "GET /user/emails": () => [200, [{ email: "unverified@example.com", primary: true, verified: false }]],
  "GET /tokeninfo": (url) =>
    url.searchParams.get("access_token") === "g-good" ? [200, { aud: "app-id", exp: String(future) }] : [400, {}],
  "GET /userinfo": () => [200, { sub: "42", email: "ana@example.com", email_verified: true }],
};
const server: Server = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  seen.push({ url: url.href, headers: request.headers });
  const [status, body] = answers[`${request.method} ${url.pathname}`]?.(url) ?? [404, {}];
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
});
let config: SocialConfig;

beforeAll(async () => {
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  config = loadSocialConfig(
    {
      FACEBOOK_API_URL: base,
      GITHUB_API_URL: base,
      GOOGLE_TOKENINFO_URL: `${base}/tokeninfo`,
      GOOGLE_USERINFO_URL: `${base}/userinfo`,
    },
    { production: false, providers: ["facebook", "github", "google"], userAgent: "notes-api" },
  );
});
afterAll(() => new Promise((closed) => server.close(closed)));

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as HttpError,
  );
const signal = () => AbortSignal.timeout(2000);

describe("facebookProvider", () => {
  it("reads the profile of a token of this app, proving the call with appsecret_proof", async () => {
    expect(await facebookProvider.profile("fb-good", client, config, signal())).toEqual({
      id: "10",
      name: "Ana",
      email: "ana@example.com",
      picture: "https://example.com/a.png",
    });
    const me = new URL(seen.findLast((request) => request.url.includes("/me?"))?.url ?? "");
    expect(me.searchParams.get("appsecret_proof")).toBe(
      createHmac("sha256", "app-secret").update("fb-good").digest("hex"),
    );
  });

  it("refuses a token issued to another app", async () => {
    const error = await refusal(facebookProvider.profile("fb-other", client, config, signal()));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      statusCode: 401,
      message: "Facebook refused the access token: it was issued to another app",
    });
  });
});

describe("githubProvider", () => {
  it("sends its user agent, and takes no e-mail but the primary verified one", async () => {
    expect(await github.profile("gh-good", client, config, signal())).toEqual({ id: "7", name: "ana" });
    expect(seen.findLast((request) => request.url.endsWith("/user"))?.headers["user-agent"]).toBe("notes-api");
  });
});

describe("googleProvider", () => {
  it("reads the profile of an access token tokeninfo says is this app's", async () => {
    expect(await googleProvider.profile("g-good", client, config, signal())).toEqual({
      id: "42",
      email: "ana@example.com",
    });
  });

  it("refuses an access token Google does not honour", async () => {
    expect(await refusal(googleProvider.profile("g-bad", client, config, signal()))).toMatchObject({
      statusCode: 401,
      message: "Google refused the access token: it has expired, was revoked or is not valid",
    });
  });

  it("answers 401 when Google cannot be reached", async () => {
    const closed = { ...config, googleTokeninfoUrl: "http://127.0.0.1:1/tokeninfo" };
    expect(await refusal(googleProvider.profile("g-good", client, closed, signal()))).toMatchObject({
      statusCode: 401,
      message: "Google could not be reached; try again later",
    });
  });
});

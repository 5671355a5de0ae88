import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeProviders, thisApp, type FakeProviders } from "../../test/fake-providers.js";
import { startTestApp, type TestApp } from "../../test/test-app.js";

const frontEnd = "https://app.example.com/signed-in";

let providers: FakeProviders;
let app: TestApp;

beforeAll(async () => {
  providers = await startFakeProviders();
  app = await startTestApp({ ...providers.env, AUTH_REDIRECT_URLS: `${frontEnd},https://admin.example.com/` });
});
afterAll(async () => {
  await app.close();
  await providers.close();
});

/** What a browser keeps between the redirects: the cookies the API set. */
class Browser {
  readonly cookies = new Map<string, string>();

  async get(url: string): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await fetch(url, { redirect: "manual", headers: cookie ? { cookie } : {} });
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const [name = "", value = ""] = pair.split("=", 2);
      const cleared = attributes.some((attribute) => /^\s*expires=Thu, 01 Jan 1970/i.test(attribute));
      if (cleared || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}

/** The provider's consent page, and its "Authorize" button pressed: where the provider sends the browser back. */
async function authorize(authorizeUrl: string): Promise<string> {
  const page = await fetch(authorizeUrl);
  expect(await page.text()).toContain("Authorize");
  const approved = await fetch(authorizeUrl, { method: "POST", body: new URL(authorizeUrl).searchParams, redirect: "manual" });
  expect(approved.status).toBe(302);
  return approved.headers.get("location") ?? "";
}

const location = (response: Response) => new URL(response.headers.get("location") ?? "");

describe.each([<%- providers.map((provider) => JSON.stringify(provider)).join(", ") %>])("the browser sign-in with %s", (provider) => {
  let people = 0;
  /** A browser at the start of the sign-in, signed in at the provider as a new person. */
  async function start(redirectUri = frontEnd): Promise<{ browser: Browser; authorizeUrl: URL; email: string }> {
    people += 1;
    const email = `browser-${provider}-${people}@example.com`;
    providers.signInBrowser({ id: String(5000 + people), name: "Browser User", email });
    const browser = new Browser();
    const started = await browser.get(`${app.url}/auth/${provider}?redirect_uri=${encodeURIComponent(redirectUri)}`);
    expect(started.status).toBe(302);
    return { browser, authorizeUrl: location(started), email };
  }

  it("goes to the provider with this app's id, a state and an S256 PKCE challenge, bound to the browser by HttpOnly cookies", async () => {
    const browser = new Browser();
    const started = await browser.get(`${app.url}/auth/${provider}?redirect_uri=${encodeURIComponent(frontEnd)}`);
    const { searchParams } = location(started);
    expect(Object.fromEntries(searchParams)).toMatchObject({
      client_id: thisApp.id,
      response_type: "code",
      redirect_uri: `${app.url}/auth/${provider}/callback`,
      state: expect.stringMatching(/^[\w-]{20,}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: "S256",
    });
    const cookies = started.headers.getSetCookie();
    expect(cookies).toHaveLength(3);
    for (const cookie of cookies) expect(cookie).toMatch(new RegExp(`Max-Age=600; Path=/auth/${provider}; HttpOnly; SameSite=Lax`));
    // Signed: the state itself, then the signature.
    expect(browser.cookies.get(`${provider}-oauth-state`)).toMatch(new RegExp(`^${searchParams.get("state")}\\.`));
  });

  it("signs the person up and hands the front-end page a single-use code for the session", async () => {
    const { browser, authorizeUrl, email } = await start();
    const callback = await browser.get(await authorize(authorizeUrl.href));
    expect(callback.status).toBe(303);
    const back = location(callback);
    expect(back.href).toMatch(new RegExp(`^${frontEnd}\\?code=[\\w-]{43}$`));
    // The API's token is in no URL.
    expect(callback.headers.get("location")).not.toMatch(/eyJ/);

    const code = back.searchParams.get("code") ?? "";
    const session = await app.request("POST", "/auth/code", { json: { code } });
    expect(session).toMatchObject({ status: 201, body: { token: expect.any(String), user: { email, name: "Browser User" } } });
    const me = await app.request("GET", "/users/me", { bearer: (session.body as { token: string }).token });
    expect(me).toMatchObject({ status: 200, body: { email } });

    expect(await app.request("POST", "/auth/code", { json: { code } })).toMatchObject({
      status: 401,
      body: { message: "This sign-in code is unknown, expired or already used" },
    });
  });

  it("returns to another allow-listed page when asked to", async () => {
    const { browser, authorizeUrl } = await start("https://admin.example.com/");
    const back = location(await browser.get(await authorize(authorizeUrl.href)));
    expect(back.origin + back.pathname).toBe("https://admin.example.com/");
    expect(back.searchParams.get("code")).toMatch(/^[\w-]{43}$/);
  });

  it("refuses a return page outside AUTH_REDIRECT_URLS before going anywhere", async () => {
    for (const page of ["https://evil.example.com/signed-in", `${frontEnd}/more`, "https://app.example.com/signed-in?x=1", "not a url"]) {
      const response = await new Browser().get(`${app.url}/auth/${provider}?redirect_uri=${encodeURIComponent(page)}`);
      expect(response.status, page).toBe(400);
      expect(response.headers.getSetCookie(), page).toEqual([]);
      // The document lists AUTH_REDIRECT_URLS as the parameter's enum, which validation applies.
      expect(await response.json(), page).toMatchObject({ name: "enum", param: "redirect_uri", enum: [frontEnd, "https://admin.example.com/"] });
    }
  });

  it("refuses a callback whose state was tampered with, and hands out no code", async () => {
    const { browser, authorizeUrl } = await start();
    const callbackUrl = new URL(await authorize(authorizeUrl.href));
    callbackUrl.searchParams.set("state", `${callbackUrl.searchParams.get("state") ?? ""}x`);
    const back = location(await browser.get(callbackUrl.href));
    expect(back.searchParams.get("code")).toBeNull();
    expect(back.searchParams.get("error")).toMatch(/state of this .* sign-in is not the one this browser started with/);
  });

  it("refuses a callback in a browser without the PKCE verifier, and one that never started the sign-in", async () => {
    const { browser, authorizeUrl } = await start();
    const callbackUrl = await authorize(authorizeUrl.href);
    browser.cookies.delete(`${provider}-oauth-verifier`);
    const back = location(await browser.get(callbackUrl));
    expect(back.searchParams.get("code")).toBeNull();
    expect(back.searchParams.get("error")).toMatch(/no PKCE verifier/);

    const stranger = await new Browser().get(callbackUrl);
    expect(stranger.status).toBe(401);
    expect(await stranger.json()).toMatchObject({ message: expect.stringMatching(/expired or was started in another browser/) });
  });

  it("refuses a verifier cookie whose signature is not the API's", async () => {
    const { browser, authorizeUrl } = await start();
    const callbackUrl = await authorize(authorizeUrl.href);
    const verifier = browser.cookies.get(`${provider}-oauth-verifier`) ?? "";
    browser.cookies.set(`${provider}-oauth-verifier`, verifier.replace(/\.[^.]*$/, ".forged"));
    const back = location(await browser.get(callbackUrl));
    expect(back.searchParams.get("error")).toMatch(/no PKCE verifier/);
  });

  it("ignores an error sent without this browser's state, and the pending sign-in still completes", async () => {
    const { browser, authorizeUrl, email } = await start();
    for (const state of [undefined, "forged-state", `${authorizeUrl.searchParams.get("state") ?? ""}x`]) {
      const forged = new URL(`${app.url}/auth/${provider}/callback`);
      forged.searchParams.set("error", "Your account is locked: call +1 555 0100");
      if (state !== undefined) forged.searchParams.set("state", state);
      const answer = await browser.get(forged.href);
      expect(answer.status, state).toBe(401);
      expect(answer.headers.get("location"), state).toBeNull();
      expect(JSON.stringify(await answer.json()), state).not.toContain("555");
    }
    const back = location(await browser.get(await authorize(authorizeUrl.href)));
    expect(back.searchParams.get("error")).toBeNull();
    const session = await app.request("POST", "/auth/code", { json: { code: back.searchParams.get("code") } });
    expect(session).toMatchObject({ status: 201, body: { user: { email } } });
  });

  it("tells the front-end page when the person declined at the provider", async () => {
    const { browser, authorizeUrl } = await start();
    const declined = new URL(`${app.url}/auth/${provider}/callback`);
    declined.searchParams.set("error", "access_denied");
    declined.searchParams.set("state", authorizeUrl.searchParams.get("state") ?? "");
    const back = location(await browser.get(declined.href));
    expect(back.searchParams.get("code")).toBeNull();
    expect(back.searchParams.get("error")).toMatch(/did not sign the person in \(access_denied\)/);
  });
});

describe("POST /auth/code", () => {
  it("answers 401 to a code it never issued, and 400 without one", async () => {
    expect((await app.request("POST", "/auth/code", { json: { code: "made-up" } })).status).toBe(401);
    expect(await app.request("POST", "/auth/code", { json: {} })).toMatchObject({ status: 400, body: { param: "code" } });
  });
});

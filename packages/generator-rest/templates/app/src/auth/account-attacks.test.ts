import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggerOptions } from "@hostkit/rest/http";
import { closedPort } from "../test/closed-port.js";
import { logRecorder } from "../test/log-recorder.js";
import { signUp } from "../test/sign-up.js";
import { startTestApp, type TestApp } from "../test/test-app.js";

// The attacks people run against sign-in APIs, each as the attacker would run it; password-attacks,
// reset-attacks and the pre-account hijacking tests hold those of the chosen sign-in methods.

const production = () => ({ ...loggerOptions("production") as object });

describe("a stolen token after the victim signs out everywhere", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const me = (token: string) => app.request("GET", "/users/me", { bearer: token });

  it("is refused after POST /auth/sign-out-everywhere, and a new sign-in works", async () => {
    const victim = await signUp(app, "everywhere-victim@example.com");
    const signedOut = await app.request("POST", "/auth/sign-out-everywhere", { bearer: victim.token });
    expect(signedOut.status).toBe(204);
    expect((await me(victim.token)).status).toBe(401);
    expect((await app.request("POST", "/auth/sign-out-everywhere", { bearer: victim.token })).status).toBe(401);
<%_ if (password) { _%>
    const fresh = await app.request("POST", "/auth", { basic: victim, form: { access_token: app.config.masterKey } });
    expect((await me((fresh.body as { token: string }).token)).status).toBe(200);
<%_ } _%>
  });
});

describe("credentials in URLs", () => {
  it("keeps access%5Ftoken, which the query parser reads as access_token, out of the logs", async () => {
    const { stream, lines } = logRecorder();
    const app = await startTestApp({ ACCESS_TOKEN_IN_QUERY: "true" }, { ...production(), stream });
    const ana = await signUp(app, "logged@example.com");
    const response = await app.request("GET", `/users/me?access%5Ftoken=${ana.token}`);
    expect(response.status).toBe(200);
    await app.close();
    const logged = lines().find((line) => JSON.stringify(line).includes("/users/me"));
    expect(logged).toBeDefined();
    expect(JSON.stringify(lines())).not.toContain(ana.token);
  });

  it("refuses tokens in the query string unless ACCESS_TOKEN_IN_QUERY is true", async () => {
    const app = await startTestApp();
    const ana = await signUp(app, "query@example.com");
    const response = await app.request("GET", `/users/me?access%5Ftoken=${ana.token}`);
    expect(response).toMatchObject({ status: 400, body: { param: "access_token" } });
    await app.close();
  });

  it("leaves answers that carry no token without Cache-Control; those that do are marked no-store where they are tested", async () => {
    const app = await startTestApp();
    expect((await app.request("GET", "/health")).headers.get("cache-control")).toBeNull();
    await app.close();
  });
});

describe("sign-in flooding while Redis is down", () => {
  it("still limits, counting in memory, and says so in the log", async () => {
    const closed = await closedPort();
    const { stream, lines } = logRecorder();
    const env = { RATE_LIMIT_MAX: "2", REDIS_URL: `redis://127.0.0.1:${closed}` };
    const app = await startTestApp(env, { ...production(), stream });
    const attempt = () => app.request("POST", "<%= signInPath %>", { headers: { "x-forwarded-for": "203.0.113.77" } });
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(429);
    await app.close();
    expect(lines().some((line) => String(line["msg"]).includes("Redis for rate limits is unreachable"))).toBe(true);
  });
});

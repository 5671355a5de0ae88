import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../bench/free-port.js";
import { startFrontEndPage, type FrontEndPage } from "../helpers/front-end-page.js";
import { generateProject } from "../helpers/generate-project.js";
import { startGeneratedFakeProviders, type GeneratedFakeProviders } from "../helpers/generated-fake-providers.js";
import { hasChromium, launchChromium } from "../helpers/launch-chromium.js";
import { runNpmScript } from "../helpers/run-npm-script.js";
import { runProjectTests } from "../helpers/run-project-tests.js";
import { startDevServer, type DevServer } from "../helpers/start-dev-server.js";

const PROVIDERS = ["facebook", "github", "google"] as const;

type Provider = (typeof PROVIDERS)[number];

const URL_VARIABLES: Record<Provider, string> = {
  facebook: "FACEBOOK_API_URL",
  github: "GITHUB_API_URL",
  google: "GOOGLE_USERINFO_URL",
};

interface Case {
  name: string;
  providers: Provider[];
  password: boolean;
  /** Other options, so the social templates meet every branch they share with them. */
  options: string[];
  srcDir: string;
}

// All three providers together with password are the "all-options" project of generated-projects.test.ts; these two
// meet the social templates' other branches: providers without password sign-in, one provider and two, renamed
// folders, sign-in on creation and the open user list.
const CASES: Case[] = [
  {
    name: "social-facebook-google",
    providers: ["facebook", "google"],
    password: false,
    options: ["--src-dir", "lib", "--api-dir", "endpoints"],
    srcDir: "lib",
  },
  {
    name: "social-github",
    providers: ["github"],
    password: false,
    options: ["--auth-on-user-create", "--get-list"],
    srcDir: "src",
  },
];

/**
 * Each project runs its own tests, which sign in through a fake provider on a real local port
 * (profiles, refused tokens, missing e-mails, failures, a provider that hangs), then lint and type-check.
 */
describe.sequential.each(CASES)("a project generated with $name", (project) => {
  let dir = "";
  const methods = [...(project.password ? ["password"] : []), ...project.providers];
  const read = (path: string) => readFileSync(join(dir, path), "utf8");

  beforeAll(async () => {
    // A folder of this run's own: concurrent runs of the suite must not replace each other's projects.
    dir = await generateProject(`${project.name}-${process.pid}`, [
      "--auth-methods",
      methods.join(","),
      ...project.options,
    ]);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("has the chosen providers' settings only, their code being the runtime's", () => {
    // Each provider's token check is @hostkit/rest/social's: the project names the ones it lets in.
    expect(existsSync(join(dir, `${project.srcDir}/auth/social`))).toBe(false);
    const chosen = /providers: \[([^\]]*)\]/.exec(read(`${project.srcDir}/config.ts`))?.[1];
    expect(chosen?.split(",").map((name) => name.trim().replaceAll('"', ""))).toEqual(project.providers);
    for (const provider of PROVIDERS) {
      expect(read(".env.example").includes(URL_VARIABLES[provider]), URL_VARIABLES[provider]).toBe(
        project.providers.includes(provider),
      );
    }
    expect(existsSync(join(dir, `${project.srcDir}/test/fake-providers.ts`))).toBe(true);
    expect(read("README.md")).toContain(`POST /auth/${project.providers[0] ?? ""}`);
  });

  it(project.password ? "keeps the password sign-in" : "has no password sign-in, hashing or dependency", () => {
    expect(read(`${project.srcDir}/auth/create-auth.ts`).includes("@hostkit/rest/password")).toBe(project.password);
    expect(read("package.json").includes("@node-rs/argon2")).toBe(project.password);
    // The row of the routes table whose route is exactly POST /auth (Prettier pads the cells).
    expect(/^\| `POST \/auth` +\|/m.test(read("README.md"))).toBe(project.password);
  });

  it("passes npm run test (each test file once a run for the same inputs)", async () => {
    await runProjectTests(dir);
  });

  it.each(["lint", "typecheck"])("passes npm run %s", async (script) => {
    await runNpmScript(dir, script);
  });

  if (project.name === "social-github") {
    it("signs the README's administrator in with a GitHub token of this app from npm run dev", async () => {
      await githubWalkThrough(dir);
    });

    it.skipIf(!hasChromium)(
      "signs a person in from a real browser: GitHub's consent page, then the front-end page",
      async () => {
        await browserSignIn(dir);
      },
    );
  }
});

/** The fake providers, a dev server pointed at them, and the front-end page its browser sign-in returns to. */
async function withDevServer(
  dir: string,
  run: (server: DevServer, providers: GeneratedFakeProviders, otherAppId: string, page: FrontEndPage) => Promise<void>,
): Promise<void> {
  const { providers, otherAppId } = await startGeneratedFakeProviders(dir, "src");
  const port = await freePort();
  const page = await startFrontEndPage(`http://127.0.0.1:${port}`);
  const env = { ...providers.env, AUTH_REDIRECT_URLS: page.url, CORS_ORIGINS: page.origin, SOCIAL_TIMEOUT_MS: "5000" };
  try {
    const server = await startDevServer(dir, port, undefined, env);
    try {
      await run(server, providers, otherAppId, page);
    } finally {
      await server.stop();
    }
  } finally {
    await page.close();
    await providers.close();
  }
}

/** The social-only walk-through: create an administrator by e-mail, then sign in with a GitHub token of that e-mail. */
async function githubWalkThrough(dir: string): Promise<void> {
  await withDevServer(dir, async (server, providers, otherAppId) => {
    providers.addAccount("gho-ada", { id: "583231", email: "you@example.com" });
    providers.addAccount("gho-other-app", { id: "583231", email: "you@example.com" }, { clientId: otherAppId });
    const masterKey = /^MASTER_KEY=(.+)$/m.exec(readFileSync(join(dir, ".env"), "utf8"))?.[1] ?? "";
    const created = await fetch(`${server.url}/users`, {
      method: "POST",
      body: new URLSearchParams({ email: "you@example.com", role: "admin", access_token: masterKey }),
    });
    expect(created.status).toBe(201);
    // This project signs users in on creation.
    const { user } = (await created.json()) as { user: { id: string } };

    const signIn = (token: string) =>
      fetch(`${server.url}/auth/github`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
    const signedIn = await signIn("gho-ada");
    expect(signedIn.status).toBe(201);
    const session = (await signedIn.json()) as { token: string; user: { id: string; email: string } };
    expect(session.user).toMatchObject({ id: user.id, email: "you@example.com" });
    const list = await fetch(`${server.url}/users`, { headers: { authorization: `Bearer ${session.token}` } });
    expect(list.status).toBe(200);

    for (const token of ["gho-unknown", "gho-other-app"]) {
      const refused = await signIn(token);
      expect(refused.status, token).toBe(401);
      expect(await refused.json(), token).toMatchObject({
        message: expect.stringMatching(/^GitHub refused the access token: it is not a valid token of this app/),
      });
    }
  });
}

/**
 * Chromium starts at GET /auth/github, presses "Authorize" on the fake GitHub's page and lands on the
 * front-end page, which trades the code and reads /users/me with the token it got. A tampered state and a
 * return page outside AUTH_REDIRECT_URLS are refused in the same browser.
 */
async function browserSignIn(dir: string): Promise<void> {
  await withDevServer(dir, async (server, providers, _otherAppId, front) => {
    providers.signInBrowser({ id: "8128", name: "Bea Browser", email: "bea@example.com" });
    const chromium = await launchChromium();
    try {
      const page = await chromium.context.newPage();
      await page.goto(`${server.url}/auth/github`);
      expect(await page.title()).toBe("Sign in to GitHub");
      await page.getByRole("button", { name: "Authorize" }).click();
      await page.waitForURL((url) => url.href.startsWith(front.url) && url.searchParams.has("code"));
      await expect.poll(() => page.locator("#result").textContent()).toBe("signed in: bea@example.com");
      expect(page.url()).toMatch(new RegExp(`^${front.url}\\?code=[\\w-]{43}$`));

      await page.goto(`${server.url}/auth/github`);
      await page.locator('input[name="state"]').evaluate((input: { value: string }) => (input.value += "-tampered"));
      await page.getByRole("button", { name: "Authorize" }).click();
      await page.waitForURL((url) => url.href.startsWith(front.url) && url.searchParams.has("error"));
      await expect
        .poll(() => page.locator("#result").textContent())
        .toMatch(/^error: The state of this GitHub sign-in is not the one/);

      const elsewhere = await page.goto(
        `${server.url}/auth/github?redirect_uri=${encodeURIComponent("https://evil.example.com/")}`,
      );
      expect(elsewhere?.status()).toBe(400);
      // The query schema lists AUTH_REDIRECT_URLS as the parameter's enum, as the document says.
      expect(await elsewhere?.json()).toMatchObject({
        name: "enum",
        param: "redirect_uri",
        value: "https://evil.example.com/",
      });
    } finally {
      await chromium.close();
    }
  });
}

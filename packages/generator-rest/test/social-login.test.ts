import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../bench/free-port.js";
import { startFakeGithub } from "./helpers/fake-github.js";
import { generateProject } from "./helpers/generate-project.js";
import { runNpmScript } from "./helpers/run-npm-script.js";
import { startDevServer } from "./helpers/start-dev-server.js";

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

// All three providers together with password are the "all-options" project of generated-projects.test.ts.
const CASES: Case[] = [
  { name: "social-facebook", providers: ["facebook"], password: false, options: [], srcDir: "src" },
  {
    name: "social-github",
    providers: ["github"],
    password: false,
    options: ["--auth-on-user-create", "--get-list"],
    srcDir: "src",
  },
  {
    name: "social-google",
    providers: ["google"],
    password: false,
    options: ["--src-dir", "lib", "--api-dir", "endpoints"],
    srcDir: "lib",
  },
  { name: "social-password-github", providers: ["github"], password: true, options: [], srcDir: "src" },
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
    dir = await generateProject(`${project.name}-${process.pid}`, ["--auth-methods", methods.join(","), ...project.options]);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("has the chosen providers' code and settings only", () => {
    const social = `${project.srcDir}/auth/social`;
    for (const provider of PROVIDERS) {
      const chosen = project.providers.includes(provider);
      expect(existsSync(join(dir, `${social}/${provider}-provider.ts`)), provider).toBe(chosen);
      expect(read(".env.example").includes(URL_VARIABLES[provider]), URL_VARIABLES[provider]).toBe(chosen);
      expect(read(`${social}/social-providers.ts`).includes(`${provider}Provider`), provider).toBe(chosen);
    }
    expect(existsSync(join(dir, `${project.srcDir}/test/fake-providers.ts`))).toBe(true);
    expect(read("README.md")).toContain(`POST /auth/${project.providers[0] ?? ""}`);
  });

  it(project.password ? "keeps the password sign-in" : "has no password sign-in, hashing or dependency", () => {
    for (const path of ["auth/password.ts", "auth/basic-credentials.ts"]) {
      expect(existsSync(join(dir, project.srcDir, path)), path).toBe(project.password);
    }
    expect(read("package.json").includes("@node-rs/argon2")).toBe(project.password);
    expect(read("README.md").includes("| `POST /auth` |")).toBe(project.password);
  });

  it.each(["test", "lint", "typecheck"])("passes npm run %s", async (script) => {
    await runNpmScript(dir, script);
  });

  if (project.name === "social-github") {
    it("signs the README's administrator in through GitHub from npm run dev", async () => {
      await githubWalkThrough(dir);
    });
  }
});

/** The social-only walk-through: create an administrator by e-mail, then sign in with a GitHub token of that e-mail. */
async function githubWalkThrough(dir: string): Promise<void> {
  const github = await startFakeGithub({ "gho-ada": { id: 583231, login: "ada", email: "you@example.com" } });
  const server = await startDevServer(dir, await freePort(), undefined, { GITHUB_API_URL: github.url });
  try {
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

    const refused = await signIn("gho-unknown");
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ message: "GitHub refused the access token" });
  } finally {
    await server.stop();
    await github.close();
  }
}

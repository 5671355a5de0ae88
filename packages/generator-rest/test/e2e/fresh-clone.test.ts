import { randomBytes } from "node:crypto";
import { cpSync, existsSync, readFileSync, rmSync } from "node:fs";
import { delimiter, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../bench/free-port.js";
import { everyOptionOn } from "../../src/app/every-option-on.js";
import { AUTH_METHODS } from "../../src/values/auth-methods.js";
import { socialProviders } from "../../src/values/social-providers.js";
import { dockerfileInstructions } from "../helpers/dockerfile-instructions.js";
import { generateProject } from "../helpers/generate-project.js";
import { LOWEST_NODE, nodeBinDir } from "../helpers/node-versions.js";
import { projectEnv } from "../helpers/project-env.js";
import { runCommand } from "../helpers/run-command.js";
import { startDevServer } from "../helpers/start-dev-server.js";
import { tempDir } from "../helpers/temp-dir.js";

const root = tempDir("fresh-clone");
afterAll(() => rmSync(root, { recursive: true, force: true }));

const providerVariables = socialProviders(AUTH_METHODS).flatMap((provider) => [
  provider.idVariable,
  provider.secretVariable,
]);
const secret = (): string => randomBytes(32).toString("base64url");
const admin = { email: "root@example.com", password: "first admin password" };

/** What a platform's environment holds for the every-option project; nothing comes from a `.env` there. */
const productionEnv = {
  TRUST_PROXY: "loopback",
  MASTER_KEY: secret(),
  JWT_SECRET: secret(),
  RESET_LINK_ORIGINS: "https://app.example.com",
  ...Object.fromEntries(providerVariables.map((name) => [name, `${name.toLowerCase()}-value`])),
};

/** PATH with the lowest Node.js the project's engines allow first: npm, npx and every script run on it. */
let lowestNodePath = "";

async function succeed(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<{ stdout: string; stderr: string }> {
  const run = await runCommand(command, args, { cwd, env: projectEnv({ PATH: lowestNodePath, ...env }) });
  if (run.code !== 0)
    throw new Error(`${command} ${args.join(" ")} exited with ${run.code}:\n${run.stdout}\n${run.stderr}`);
  return run;
}

/**
 * The every-option project as a teammate's clone holds it, or as `rest --skip-install` leaves it: no `.env`
 * (git-ignored), no node_modules and no typed client's route map yet, in a folder outside the repository, so
 * its dependencies come from the registry as they would for them. Everything runs on the lowest Node.js its
 * engines allow.
 */
describe(`a generated project cloned fresh, on Node.js ${LOWEST_NODE}`, () => {
  let project = "";
  let installed = { stdout: "", stderr: "" };
  beforeAll(async () => {
    const generated = await generateProject("fresh-clone", everyOptionOn());
    project = join(root, "api");
    const left = /[/\\](\.env|node_modules|client[/\\]generated)$/;
    cpSync(generated, project, { recursive: true, filter: (source) => !left.test(source) });
    lowestNodePath = `${await nodeBinDir(LOWEST_NODE, root)}${delimiter}${process.env["PATH"] ?? ""}`;
    expect((await succeed("node", ["--version"], project)).stdout.trim()).toBe(`v${LOWEST_NODE}`);
    installed = await succeed("npm", ["install", "--no-audit", "--no-fund"], project);
  });

  it("installs without an engine warning, writes the route map, and type checks with it", async () => {
    expect(`${installed.stdout}${installed.stderr}`).not.toContain("EBADENGINE");
    // The prepare script wrote it, as nobody ran `npm run client`.
    expect(installed.stdout).toContain("Wrote client/generated/routes.ts");
    expect(readFileSync(join(project, "client", "generated", "routes.ts"), "utf8")).toContain('"POST /users": {');
    // What failed without it: the type check, and the test that the committed route map is current. The whole
    // suite runs on Node.js 24 (node-24.test.ts) and 20 (the other e2e tests); running it here again would add
    // minutes to CI.
    await succeed("npm", ["run", "typecheck"], project);
    const tested = await succeed("npx", ["vitest", "run", "src/client-writer"], project);
    expect(tested.stdout).toContain("routes-file.test.ts");
    expect(tested.stdout).toMatch(/Tests\s+\d+ passed/);
  });

  it("starts with npm run dev, writing .env from .env.example with fresh secrets and saying so", async () => {
    expect(existsSync(join(project, ".env"))).toBe(false);
    const server = await startDevServer(project, await freePort(), 60_000, { PATH: lowestNodePath });
    try {
      expect(server.output()).toContain("Created .env from .env.example with a fresh MASTER_KEY and JWT_SECRET");
      const env = readFileSync(join(project, ".env"), "utf8");
      const masterKey = /^MASTER_KEY=([A-Za-z0-9_-]{43})$/m.exec(env)?.[1] ?? "";
      expect(/^JWT_SECRET=([A-Za-z0-9_-]{43})$/m.exec(env)?.[1]).not.toBe(masterKey);
      expect((await fetch(`${server.url}/health`)).status).toBe(200);
      const created = await fetch(`${server.url}/users`, {
        method: "POST",
        body: new URLSearchParams({ email: "teammate@example.com", password: "secret-123", access_token: masterKey }),
      });
      expect(created.status).toBe(201);
    } finally {
      await server.stop();
    }
  });

  it("builds and installs for production with the Dockerfile's own commands, names each missing variable, seeds an administrator and serves /health", async () => {
    // Every RUN of the Dockerfile, as written, in its order: the build stage's `npm ci` and `npm run build`,
    // then the dependencies stage's `npm ci --omit=dev` (which npm refused when a dependency named an
    // optional package the registry lacks), then the final stage's data folder.
    const runs = dockerfileInstructions(readFileSync(join(project, "Dockerfile"), "utf8"))
      .filter((i) => i.keyword === "RUN")
      .map((i) => i.args);
    expect(runs).toEqual([
      "npm ci --no-audit --no-fund",
      "npm run build",
      "npm ci --omit=dev --no-audit --no-fund",
      "mkdir data && chown node:node data",
    ]);
    const run = async (line: string): Promise<void> => {
      const [command = "", ...args] = line.split(" ");
      const done = await succeed(command, args, project);
      expect(`${done.stdout}${done.stderr}`).not.toContain("EBADENGINE");
    };
    await run(runs[0] ?? "");
    await run(runs[1] ?? "");
    // A platform has no .env: the settings come from its environment. Nor does it need the route map,
    // which the prepare script cannot write without devDependencies, and leaves alone.
    rmSync(join(project, ".env"));
    rmSync(join(project, "client", "generated"), { recursive: true });
    await run(runs[2] ?? "");
    expect(existsSync(join(project, "client", "generated"))).toBe(false);
    for (const devOnly of ["pino-pretty", "tsx", "vitest", "typescript"]) {
      expect(existsSync(join(project, "node_modules", devOnly)), devOnly).toBe(false);
    }

    const refused = await runCommand("node", ["dist/server.js"], {
      cwd: project,
      env: projectEnv({ PATH: lowestNodePath }),
    });
    expect(refused.code).toBe(1);
    const required = ["TRUST_PROXY", "MASTER_KEY", "JWT_SECRET", "RESET_LINK_ORIGINS", ...providerVariables];
    expect(refused.stderr).toContain(`Cannot start: Missing in production: ${required.join(", ")}.`);
    expect(refused.stderr).not.toMatch(/\n\s+at /);

    const { stdout: seeded } = await succeed("node", ["dist/seed.js"], project, {
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    });
    expect(seeded).toContain(`Created the administrator ${admin.email}`);

    const server = await startDevServer(project, await freePort(), 60_000, { ...productionEnv, PATH: lowestNodePath }, [
      "node",
      "dist/server.js",
    ]);
    try {
      expect(await (await fetch(`${server.url}/health`)).json()).toEqual({ status: "ok" });
      // The Dockerfile's health check, run as the container would, with PORT as an env file may leave it.
      const healthCheck = dockerfileInstructions(readFileSync(join(project, "Dockerfile"), "utf8")).find(
        (i) => i.keyword === "HEALTHCHECK",
      );
      const [program = "", ...args] = JSON.parse(
        /CMD (\[.*\])$/.exec(healthCheck?.args ?? "")?.[1] ?? "[]",
      ) as string[];
      const port = new URL(server.url).port;
      expect((await runCommand(program, args, { cwd: project, env: projectEnv({ PORT: port }) })).code).toBe(0);
      expect(
        (await runCommand(program, args, { cwd: project, env: projectEnv({ PORT: String(await freePort()) }) })).code,
      ).toBe(1);
      // JSON lines, as production logs, with no pretty printer.
      expect(server.output()).toMatch(/^\{"level":30,.*"msg":"Server listening at http:\/\/[\d.]+:\d+"\}$/m);
      // The project forces HTTPS in production: the sign-in comes through a TLS proxy on this machine.
      const signIn = await fetch(`${server.url}/auth`, {
        method: "POST",
        headers: {
          authorization: `Basic ${Buffer.from(`${admin.email}:${admin.password}`).toString("base64")}`,
          "x-forwarded-proto": "https",
        },
        body: new URLSearchParams({ access_token: productionEnv.MASTER_KEY }),
      });
      expect(signIn.status).toBe(201);
      expect(await signIn.json()).toMatchObject({ user: { email: admin.email } });
    } finally {
      await server.stop();
    }
    expect(server.output()).toContain('"msg":"SIGTERM: closing"');
  });
});

import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { APP_SETTINGS } from "../../src/app/app-settings.js";
import { DEFAULT_ANSWERS } from "../helpers/answers.js";
import { projectEnv } from "../helpers/project-env.js";
import { runBin } from "../helpers/run-bin.js";
import { tempDir } from "../helpers/temp-dir.js";

const versionOf = (folder: string) =>
  (JSON.parse(readFileSync(new URL(`../../../${folder}/package.json`, import.meta.url), "utf8")) as { version: string })
    .version;

const root = tempDir("cli");
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The environment of a shell in a terminal with colours, while the bin's output goes to pipes. */
const terminalColors = (): NodeJS.ProcessEnv => {
  const { NO_COLOR: _noColor, FORCE_COLOR: _forceColor, ...env } = projectEnv();
  return { ...env, TERM: "xterm-256color", COLORTERM: "truecolor" };
};

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, "utf8"));
const envValue = (env: string, key: string): string | undefined => new RegExp(`^${key}=(.*)$`, "m").exec(env)?.[1];

// Each test has its own folder, so they run side by side.
describe.concurrent("the generator-rest bin", () => {
  it("lists its commands and every option of rest in --help", async () => {
    const { code, stdout } = await runBin(["--help"], root);
    expect(code).toBe(0);
    expect(stdout).toMatch(/Commands:\n\s+rest \[options\] \[dir\]/);
    for (const option of [...APP_SETTINGS.map((setting) => setting.option), "skip-install", "yes", "force"]) {
      expect(stdout).toContain(`--${option}`);
    }
  });

  it("generates with --yes: the answers in .yo-rc.json, fresh secrets in .env only", async () => {
    const first = await runBin(["rest", "first-api", "--yes", "--skip-install"], root, terminalColors());
    const second = await runBin(["rest", "second-api", "--yes", "--skip-install", "--get-list", "--no-git"], root);
    expect(first.code, first.stderr).toBe(0);
    expect(second.code, second.stderr).toBe(0);
    expect(readJson(join(root, "first-api/.yo-rc.json"))).toEqual({
      "generator-rest": {
        ...DEFAULT_ANSWERS,
        name: "first-api",
        // Which generator made the project, on which runtime: what its owner upgrades from.
        versions: { generator: versionOf("generator-rest"), runtime: versionOf("rest") },
      },
    });
    expect(readJson(join(root, "second-api/package.json"))).toMatchObject({ name: "second-api" });
    const secrets = ["first-api", "second-api"].flatMap((project) => {
      const env = readFileSync(join(root, project, ".env"), "utf8");
      expect(statSync(join(root, project, ".env")).mode & 0o777, "only its owner may read .env").toBe(0o600);
      const example = readFileSync(join(root, project, ".env.example"), "utf8");
      const values = [envValue(env, "MASTER_KEY"), envValue(env, "JWT_SECRET")];
      for (const value of values) {
        expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(example).not.toContain(value);
      }
      return values;
    });
    expect(new Set(secrets).size).toBe(4);
    expect(existsSync(join(root, "first-api/node_modules"))).toBe(false);
    expect(first.stderr).toContain("Your API is ready. Next steps:\n  1. cd first-api ");
    expect(first.stderr).toMatch(
      /\n {2}2\. npm install +its dependencies and the typed client's route map\n {2}3\. npm run dev +the API on http:\/\/localhost:9000/,
    );
    // Piped, so no colour even where the terminal would have it; the first line is the first file made.
    expect(first.stderr).not.toContain("\u001b[");
    expect(first.stderr.split("\n")[0]).toBe("   create first-api/Dockerfile");
    expect(first.stderr).toContain("   create first-api/.yo-rc.json\n");
    expect(first.stderr).not.toMatch(/^\s*force /m);
    expect(first.stderr).toContain("Made a git repository with a first commit.");
    expect(existsSync(join(root, "first-api/.git"))).toBe(true);
    expect(existsSync(join(root, "second-api/.git"))).toBe(false);
  });

  it("takes the defaults without asking when stdin is not a terminal, naming the project after the folder", async () => {
    const folder = join(root, "My Shop");
    mkdirSync(folder);
    const { code, stderr } = await runBin(["rest", "--skip-install"], folder);
    expect(code, stderr).toBe(0);
    expect(readJson(join(folder, ".yo-rc.json"))).toMatchObject({ "generator-rest": { name: "my-shop", auth: true } });
  });

  it("reports bad option values in one clear message and writes nothing", async () => {
    const { code, stderr } = await runBin(
      ["rest", "bad-api", "--yes", "--src-dir", "../outside", "--auth-methods", "password,twitter"],
      root,
      terminalColors(),
    );
    expect(code).toBe(1);
    expect(stderr).toContain(
      'generator-rest: --src-dir must be one folder name made of letters, digits, "-" and "_", got "../outside".',
    );
    expect(stderr).toContain('--auth-methods: unknown method "twitter"');
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(stderr).not.toContain("\u001b[");
    expect(existsSync(join(root, "bad-api"))).toBe(false);
  });

  it("refuses contradicting options and layouts that clash, writing nothing", async () => {
    const noAuth = await runBin(["rest", "no-auth-api", "--no-auth", "--auth-on-user-create"], root);
    expect(noAuth.code).toBe(1);
    expect(noAuth.stderr).toContain("--auth-on-user-create needs users and sign-in, which --no-auth turned off.");
    const clash = await runBin(["rest", "clash-api", "--yes", "--src-dir", "node_modules"], root);
    expect(clash.code).toBe(1);
    expect(clash.stderr).toContain('--src-dir "node_modules" is already a folder of the project');
    expect(existsSync(join(root, "no-auth-api"))).toBe(false);
    expect(existsSync(join(root, "clash-api"))).toBe(false);
  });

  it("refuses a folder that already holds files, leaving it untouched", async () => {
    const folder = join(root, "taken");
    mkdirSync(folder);
    writeFileSync(join(folder, "notes.txt"), "mine");
    const { code, stderr } = await runBin(["rest", "taken", "--yes", "--skip-install"], root);
    expect(code).toBe(1);
    expect(stderr).toContain("is not empty; choose a new folder, or add --force");
    expect(readdirSync(folder)).toEqual(["notes.txt"]);
    // With --force, a file of the folder that rest would replace is never replaced unseen.
    writeFileSync(join(folder, "README.md"), "mine");
    const forced = await runBin(["rest", "taken", "--yes", "--force", "--skip-install", "--no-auth"], root);
    expect(forced.code).toBe(1);
    expect(forced.stderr).toContain(`${folder} holds files that rest would replace: README.md. Run it in a terminal`);
    expect(readdirSync(folder).sort()).toEqual(["README.md", "notes.txt"]);
    expect(readFileSync(join(folder, "README.md"), "utf8")).toBe("mine");
  });

  it("refuses unknown options", async () => {
    const { code, stderr } = await runBin(["rest", "x", "--bogus"], root);
    expect(code).toBe(1);
    expect(stderr).toContain("unknown option '--bogus'");
    expect(existsSync(join(root, "x"))).toBe(false);
  });
});

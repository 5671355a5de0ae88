import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { FALLBACK_AUTHOR, initGit } from "../src/app/init-git.js";
import { tempDir } from "./helpers/temp-dir.js";

const root = tempDir("git");
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A user whose git knows nobody: no global or system configuration. */
const home = join(root, "home");
mkdirSync(home);
const nobody: NodeJS.ProcessEnv = {
  PATH: process.env["PATH"],
  HOME: home,
  XDG_CONFIG_HOME: home,
  GIT_CONFIG_NOSYSTEM: "1",
};

const git = (dir: string, ...args: string[]): string =>
  execFileSync("git", args, { cwd: dir, env: nobody, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();

/** A folder as `rest` leaves it: files, one of them git-ignored. */
function project(path: string): string {
  mkdirSync(path, { recursive: true });
  writeFileSync(join(path, "package.json"), "{}\n");
  writeFileSync(join(path, ".gitignore"), ".env\n");
  writeFileSync(join(path, ".env"), "SECRET=1\n");
  return path;
}

// Real git, on folders of a few files: what `rest` does at its end, without generating a whole project.
describe("initGit", () => {
  it("makes a repository with a first commit of every file, under a fallback author when git knows nobody", async () => {
    const dir = project(join(root, "no-identity"));
    expect(await initGit(dir, nobody)).toEqual({ committed: true, line: "Made a git repository with a first commit." });
    expect(git(dir, "log", "--format=%an <%ae> %s")).toBe(
      `${FALLBACK_AUTHOR.name} <${FALLBACK_AUTHOR.email}> Initial commit from generator-rest`,
    );
    expect(git(dir, "ls-files").split("\n")).toEqual([".gitignore", "package.json"]);
    expect(git(dir, "status", "--porcelain")).toBe("");
    expect(git(dir, "branch", "--show-current")).toBe("main");
    // The fallback was for that commit only: nothing was configured.
    expect(() => git(dir, "config", "user.name")).toThrow();
  });

  it("commits as the configured user, on the configured first branch", async () => {
    writeFileSync(
      join(home, ".gitconfig"),
      "[user]\n\tname = Ada\n\temail = ada@example.com\n[init]\n\tdefaultBranch = trunk\n",
    );
    try {
      const dir = project(join(root, "identity"));
      expect((await initGit(dir, nobody)).committed).toBe(true);
      expect(git(dir, "log", "--format=%an <%ae>")).toBe("Ada <ada@example.com>");
      expect(git(dir, "branch", "--show-current")).toBe("trunk");
    } finally {
      rmSync(join(home, ".gitconfig"));
    }
  });

  it("makes none inside a repository, and says so", async () => {
    const outer = join(root, "outer");
    mkdirSync(outer);
    git(outer, "init", "--quiet");
    const dir = project(join(outer, "inner"));
    expect(await initGit(dir, nobody)).toEqual({
      committed: false,
      line: `Inside the git repository ${outer}: no new one made.`,
    });
    expect(existsSync(join(dir, ".git"))).toBe(false);
    expect(() => git(outer, "rev-parse", "HEAD")).toThrow();
  });

  it("skips with a clear line when git is not installed", async () => {
    const dir = project(join(root, "without-git"));
    expect(await initGit(dir, { ...nobody, PATH: home })).toEqual({
      committed: false,
      line: "git is not installed: no repository was made (install git, then run git init).",
    });
    expect(existsSync(join(dir, ".git"))).toBe(false);
  });

  it("tells a failed commit without throwing, the files kept", async () => {
    const dir = project(join(root, "hook-fails"));
    writeFileSync(join(home, ".gitconfig"), "[commit]\n\tgpgSign = true\n[gpg]\n\tprogram = false\n");
    try {
      const result = await initGit(dir, nobody);
      expect(result.committed).toBe(false);
      expect(result.line).toMatch(/^git failed, the project is complete without a first commit: .+/);
      expect(existsSync(join(dir, "package.json"))).toBe(true);
    } finally {
      rmSync(join(home, ".gitconfig"));
    }
  });
});

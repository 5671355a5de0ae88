import { execFileSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { DEFAULT_ANSWERS } from "./helpers/answers.js";
import { renderProjectFile } from "./helpers/render-project-file.js";
import { tempDir } from "./helpers/temp-dir.js";

/** Whether the generated .gitignore keeps `path` out of a fresh repository of the project. */
function ignored(path: string): boolean {
  const dir = tempDir("lint-script");
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, ".gitignore"), renderProjectFile(DEFAULT_ANSWERS, ".gitignore") ?? "");
  execFileSync("git", ["init", "-q"], { cwd: dir });
  try {
    execFileSync("git", ["check-ignore", "-q", path], { cwd: dir });
    return true;
  } catch {
    return false;
  }
}

describe("npm run lint in a generated project", () => {
  it("lints the OpenAPI document from a git-ignored file, leaving the working tree as it was", () => {
    const manifest = JSON.parse(renderProjectFile(DEFAULT_ANSWERS, "package.json") ?? "{}") as {
      scripts: Record<string, string>;
    };
    const script = manifest.scripts["lint:openapi"] ?? "";
    const linted = /\bredocly lint (\S+)/.exec(script)?.[1] ?? "";
    expect(linted).not.toBe("");
    expect(script).toContain(`src/docs/write-openapi.ts ${linted} &&`);
    expect(ignored(linted)).toBe(true);
    // Writing the docs is what `npm run docs` is for; that stays.
    expect(manifest.scripts["docs"]).toContain("src/docs/write-docs.ts");
  });
});

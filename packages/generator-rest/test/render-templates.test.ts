import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { create as createMemFs } from "mem-fs";
import { create as createEditor, type MemFsEditorFile } from "mem-fs-editor";
import { describe, expect, it, onTestFinished } from "vitest";
import { templateContext } from "../src/app/template-context.js";
import { renderTemplates, type RenderedFile } from "../src/render/render-templates.js";
import type { AppAnswers } from "../src/app/app-answers.js";
import { DEFAULT_ANSWERS } from "./helpers/answers.js";
import { tempDir } from "./helpers/temp-dir.js";

const templateRoot = fileURLToPath(new URL("fixtures/templates/app", import.meta.url));
const fixture = (path: string): string => join(templateRoot, path);

const answers: AppAnswers = {
  ...DEFAULT_ANSWERS,
  name: "shop",
  srcDir: "lib",
  apiDir: "endpoints",
  authMethods: ["password", "github"],
};

async function render(overrides: Partial<AppAnswers> = {}): Promise<{ root: string; written: RenderedFile[] }> {
  const root = tempDir("render");
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  const editor = createEditor(createMemFs<MemFsEditorFile>());
  const settings = { ...answers, ...overrides };
  const written = renderTemplates(editor, {
    templateRoot,
    destinationRoot: root,
    layout: settings,
    context: templateContext(settings),
  });
  await editor.commit();
  return { root, written };
}

const read = (root: string, path: string): string => readFileSync(join(root, path), "utf8");

describe("renderTemplates", () => {
  it("writes every template through EJS, renaming _ files and moving src/ and src/api/, naming each file's template", async () => {
    const { root, written } = await render();
    expect(written).toEqual([
      { path: ".env", template: fixture("_env") },
      { path: ".gitignore", template: fixture("_gitignore") },
      { path: "package.json", template: fixture("package.json") },
      { path: "lib/endpoints/index.ts", template: fixture("src/api/index.ts") },
      { path: "lib/endpoints/users/routes.ts", template: fixture("src/api/users/routes.ts") },
      { path: "lib/app.ts", template: fixture("src/app.ts") },
      { path: "lib/store/store.ts", template: fixture("src/store/store.ts") },
      { path: "tsconfig.json", template: fixture("tsconfig.json") },
    ]);
    expect(read(root, "package.json")).toBe('{ "name": "shop" }\n');
    expect(read(root, "tsconfig.json")).toBe('{ "include": ["lib"] }\n');
    expect(read(root, "lib/app.ts")).toContain('from "./endpoints/index.js"');
    expect(read(root, "lib/endpoints/users/routes.ts")).toContain('export const users = "password,github";');
    expect(read(root, ".gitignore")).toBe("node_modules/\n.env\n");
  });

  it("skips files that render to whitespace only", async () => {
    const { root, written } = await render({ auth: false, authMethods: [] });
    const paths = written.map((file) => file.path);
    expect(paths).not.toContain("lib/endpoints/users/routes.ts");
    expect(paths).not.toContain("notes/empty.md");
    expect(existsSync(join(root, "lib/endpoints/users/routes.ts"))).toBe(false);
    expect(existsSync(join(root, "notes"))).toBe(false);
    expect(read(root, "lib/endpoints/index.ts")).toBe("\nexport const groups = [];\n");
  });

  it("writes fresh random secrets into the context on every run", async () => {
    const first = read((await render()).root, ".env");
    const second = read((await render()).root, ".env");
    expect(first).toMatch(/^MASTER_KEY=[A-Za-z0-9_-]{43}\n$/);
    expect(second).toMatch(/^MASTER_KEY=[A-Za-z0-9_-]{43}\n$/);
    expect(first).not.toBe(second);
  });
});

import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { create as createMemFs } from "mem-fs";
import { create as createEditor, type MemFsEditorFile } from "mem-fs-editor";
import { describe, expect, it, onTestFinished } from "vitest";
import type { AppAnswers } from "../src/app/app-answers.js";
import { partOf } from "../src/render/parts-folder.js";
import { renderTemplates } from "../src/render/render-templates.js";
import { DEFAULT_ANSWERS } from "./helpers/answers.js";
import { tempDir } from "./helpers/temp-dir.js";

const templateRoot = fileURLToPath(new URL("fixtures/templates/parts", import.meta.url));

async function render(include?: (path: string) => boolean): Promise<{ root: string; written: string[] }> {
  const root = tempDir("parts");
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  const editor = createEditor(createMemFs<MemFsEditorFile>());
  const answers: AppAnswers = { ...DEFAULT_ANSWERS, name: "shop", srcDir: "lib", authMethods: ["password", "github"] };
  const written = renderTemplates(editor, {
    templateRoot,
    destinationRoot: root,
    layout: answers,
    context: answers,
    include,
  }).map((file) => file.path);
  await editor.commit();
  return { root, written };
}

describe("partOf", () => {
  it("names the file of a part, and nothing for other templates", () => {
    expect(partOf("README.md.parts/10-title.md")).toBe("README.md");
    expect(partOf("src/notes.md.parts/a.md")).toBe("src/notes.md");
    expect(partOf("README.md")).toBeUndefined();
    expect(partOf("docs.parts/deeper/a.md")).toBeUndefined();
    expect(partOf("src/parts/a.ts")).toBeUndefined();
  });
});

describe("renderTemplates with a .parts folder", () => {
  it("writes one file of the rendered parts, in name order, joined as they are", async () => {
    const { root, written } = await render();
    expect(written).toEqual(["README.md", ".env"]);
    expect(readFileSync(join(root, "README.md"), "utf8")).toBe(
      "# shop\n\n## Sign-in\n\nWith password or github.\n\n## Layout\n\n`lib/`\n",
    );
    expect(readFileSync(join(root, ".env"), "utf8")).toBe("A=1\nB=2\n");
  });

  it("leaves out the parts the manifest leaves out, and a file whose parts all render blank", async () => {
    const { root, written } = await render((path) => path !== "README.md.parts/20-sign-in.md");
    expect(written).toEqual(["README.md", ".env"]);
    expect(readFileSync(join(root, "README.md"), "utf8")).toBe("# shop\n\n## Layout\n\n`lib/`\n");
  });
});

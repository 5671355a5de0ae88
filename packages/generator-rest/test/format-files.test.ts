import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { create as createMemFs } from "mem-fs";
import { create as createEditor, type MemFsEditor, type MemFsEditorFile } from "mem-fs-editor";
import { describe, expect, it, onTestFinished } from "vitest";
import { formatFiles } from "../src/render/format-files.js";
import { tempDir } from "./helpers/temp-dir.js";

const messy = "export const total   =  (a:number,b:number)=>{return a+b}\n";

function project(): { root: string; editor: MemFsEditor } {
  const root = tempDir("format");
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  return { root, editor: createEditor(createMemFs<MemFsEditorFile>()) };
}

describe("formatFiles", () => {
  it("formats with the .prettierrc.json the run writes, and leaves files Prettier cannot read as they are", async () => {
    const { root, editor } = project();
    editor.write(join(root, ".prettierrc.json"), '{ "semi": false }\n');
    editor.write(join(root, "src/total.ts"), messy);
    editor.write(join(root, ".env"), "A  =  1\n");
    await formatFiles(editor, root, ["src/total.ts", ".env"]);
    expect(editor.read(join(root, "src/total.ts"))).toBe(
      "export const total = (a: number, b: number) => {\n  return a + b\n}\n",
    );
    expect(editor.read(join(root, ".env"))).toBe("A  =  1\n");
  });

  it("finds a configuration the project keeps on disk in another file", async () => {
    const { root, editor } = project();
    writeFileSync(join(root, ".prettierrc"), "singleQuote: true\n");
    editor.write(join(root, "a.ts"), 'export const a = "a"\n');
    await formatFiles(editor, root, ["a.ts"]);
    expect(editor.read(join(root, "a.ts"))).toBe("export const a = 'a';\n");
  });

  it("leaves every file of a project without a Prettier configuration as it is", async () => {
    const { root, editor } = project();
    editor.write(join(root, "src/total.ts"), messy);
    await formatFiles(editor, root, ["src/total.ts"]);
    expect(editor.read(join(root, "src/total.ts"))).toBe(messy);
  });
});

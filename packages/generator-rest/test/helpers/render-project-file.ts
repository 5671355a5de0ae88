import { join } from "node:path";
import { create as createMemFs } from "mem-fs";
import { create as createEditor, type MemFsEditorFile } from "mem-fs-editor";
import type { AppAnswers } from "../../src/app/app-answers.js";
import { APP_MANIFEST } from "../../src/app/app-manifest.js";
import { APP_TEMPLATES } from "../../src/app/app-templates.js";
import { templateContext } from "../../src/app/template-context.js";
import { mapTemplatePath } from "../../src/render/map-template-path.js";
import { partOf } from "../../src/render/parts-folder.js";
import { renderTemplates } from "../../src/render/render-templates.js";
import { selectTemplates } from "../../src/render/template-manifest.js";

// Never written to disk: the editor keeps the files in memory.
const destination = "/generated";

/**
 * One file of the project `rest` makes for `answers`, by its path there (such as `README.md`, from its parts, or
 * `.gitignore`, from `_gitignore`), rendered as the generator renders it; undefined when the project has no such file.
 */
export function renderProjectFile(answers: AppAnswers, file: string): string | undefined {
  const context = templateContext(answers);
  const selected = selectTemplates(APP_MANIFEST, context);
  const editor = createEditor(createMemFs<MemFsEditorFile>());
  const written = renderTemplates(editor, {
    templateRoot: APP_TEMPLATES,
    destinationRoot: destination,
    layout: answers,
    context,
    include: (path) => mapTemplatePath(partOf(path) ?? path, answers) === file && selected(path),
  });
  return written.length > 0 ? (editor.read(join(destination, file)) ?? undefined) : undefined;
}

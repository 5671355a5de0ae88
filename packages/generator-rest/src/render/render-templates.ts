import { join } from "node:path";
import type { MemFsEditor } from "mem-fs-editor";
import { listTemplateFiles } from "./list-template-files.js";
import { mapTemplatePath } from "./map-template-path.js";
import type { ProjectLayout } from "./project-layout.js";

export interface RenderTemplatesInput {
  templateRoot: string;
  destinationRoot: string;
  layout: ProjectLayout;
  context: object;
  /** Renames a generated file (given and answered relative to the destination). */
  rename?: (target: string) => string;
  /** Which templates this project gets (see template-manifest.ts); all of them when absent. */
  include?: (templatePath: string) => boolean;
}

/**
 * Renders every template with EJS into the editor's file system and returns the written
 * paths (relative to the destination). A file that renders to whitespace only is not
 * written, so a template can wrap a whole file in a condition.
 */
export function renderTemplates(editor: MemFsEditor, input: RenderTemplatesInput): string[] {
  const written: string[] = [];
  for (const templatePath of listTemplateFiles(input.templateRoot).filter(input.include ?? (() => true))) {
    const mapped = mapTemplatePath(templatePath, input.layout);
    const target = input.rename ? input.rename(mapped) : mapped;
    const destination = join(input.destinationRoot, target);
    editor.copyTpl(join(input.templateRoot, templatePath), destination, input.context);
    if (isBlank(editor.read(destination, { raw: true }))) editor.delete(destination);
    else written.push(target);
  }
  return written;
}

function isBlank(content: Buffer | null): boolean {
  return content === null || content.toString("utf8").trim() === "";
}

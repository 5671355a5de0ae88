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

/** A file the render step wrote, and the template it came from. */
export interface RenderedFile {
  /** Relative to the destination. */
  path: string;
  /** Absolute path of the template. */
  template: string;
}

/**
 * Renders every template with EJS into the editor's file system and returns the written
 * files, each with its template (so a check of the output can name the template to fix).
 * A file that renders to whitespace only is not written, so a template can wrap a whole
 * file in a condition.
 */
export function renderTemplates(editor: MemFsEditor, input: RenderTemplatesInput): RenderedFile[] {
  const written: RenderedFile[] = [];
  for (const templatePath of listTemplateFiles(input.templateRoot).filter(input.include ?? (() => true))) {
    const mapped = mapTemplatePath(templatePath, input.layout);
    const target = input.rename ? input.rename(mapped) : mapped;
    const destination = join(input.destinationRoot, target);
    const template = join(input.templateRoot, templatePath);
    editor.copyTpl(template, destination, input.context);
    if (isBlank(editor.read(destination, { raw: true }))) editor.delete(destination);
    else written.push({ path: target, template });
  }
  return written;
}

function isBlank(content: Buffer | null): boolean {
  return content === null || content.toString("utf8").trim() === "";
}

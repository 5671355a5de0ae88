import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { MemFsEditor } from "mem-fs-editor";
import { listTemplateFiles } from "./list-template-files.js";
import { mapTemplatePath } from "./map-template-path.js";
import { partOf } from "./parts-folder.js";
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
 * files, each with its template (so a check of the output can name the template to fix). The
 * parts of a `<file>.parts` folder become one file (see parts-folder.ts); such a file names its
 * `.parts` folder. A file that renders to whitespace only is not written.
 */
export function renderTemplates(editor: MemFsEditor, input: RenderTemplatesInput): RenderedFile[] {
  const written: RenderedFile[] = [];
  for (const [file, templates] of groupParts(
    listTemplateFiles(input.templateRoot).filter(input.include ?? (() => true)),
  )) {
    const mapped = mapTemplatePath(file, input.layout);
    const target = input.rename ? input.rename(mapped) : mapped;
    const destination = join(input.destinationRoot, target);
    templates.forEach((template, index) =>
      render(editor, join(input.templateRoot, template), destination, input.context, index > 0),
    );
    const template = join(input.templateRoot, templates[0] === file ? file : `${file}.parts`);
    if (isBlank(editor.read(destination, { raw: true }))) editor.delete(destination);
    else written.push({ path: target, template });
  }
  return written;
}

/** Each file to write, with the templates it is rendered from, in the order of the templates. */
function groupParts(templatePaths: readonly string[]): Map<string, string[]> {
  const files = new Map<string, string[]>();
  for (const path of templatePaths) {
    const file = partOf(path) ?? path;
    files.set(file, [...(files.get(file) ?? []), path]);
  }
  return files;
}

/** The first template of a file replaces what the destination held; the later parts follow it. */
function render(editor: MemFsEditor, template: string, destination: string, context: object, append: boolean): void {
  if (!append) return editor.copyTpl(template, destination, context);
  const options = { create: true, trimEnd: false, separator: "", transformOptions: { filename: template } };
  editor.appendTpl(destination, readFileSync(template), context, options);
}

function isBlank(content: Buffer | null): boolean {
  return content === null || content.toString("utf8").trim() === "";
}

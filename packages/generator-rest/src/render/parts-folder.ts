/**
 * A template folder named `<file>.parts` is not copied: it is rendered as the one file `<file>`,
 * made of its parts in name order, joined as they are (a part brings its own blank lines). The
 * manifest can then add or leave out a section of a file (a README section, a group of settings)
 * as it does a whole file. Only files directly inside such a folder are parts.
 */
const PART = /^((?:.*\/)?[^/]+)\.parts\/[^/]+$/;

/** The template path of the file a part belongs to, or undefined for a template that is no part. */
export function partOf(templatePath: string): string | undefined {
  return PART.exec(templatePath)?.[1];
}

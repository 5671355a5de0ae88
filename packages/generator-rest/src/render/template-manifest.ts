/**
 * Which template files and folders an option brings into a project, and which npm packages of
 * the template's package.json. A path is relative to the templates root; one ending in `/`
 * covers the whole folder, one inside a `<file>.parts` folder a section of that file.
 */
export interface ManifestEntry<Context> {
  /** What the entry is for, for people reading the manifest. */
  readonly option: string;
  readonly when: (context: Context) => boolean;
  readonly paths: readonly string[];
  /** Dependencies (or devDependencies) that only this option's code uses. */
  readonly packages?: readonly string[];
  /** The npm scripts of the template's package.json that run this option's files. */
  readonly scripts?: readonly string[];
}

export type TemplateManifest<Context> = readonly ManifestEntry<Context>[];

/**
 * A template is rendered when every entry that covers it holds for the context; a template no
 * entry covers belongs to every project.
 */
export function selectTemplates<Context>(
  manifest: TemplateManifest<Context>,
  context: Context,
): (templatePath: string) => boolean {
  const off = manifest.filter((entry) => !entry.when(context)).flatMap((entry) => entry.paths);
  return (templatePath) => !off.some((path) => covers(path, templatePath));
}

/** The packages a project does without: those of an entry that does not hold (as for files). */
export function unusedPackages<Context>(manifest: TemplateManifest<Context>, context: Context): string[] {
  return manifest.filter((entry) => !entry.when(context)).flatMap((entry) => entry.packages ?? []);
}

/** The npm scripts a project does without, as for packages. */
export function unusedScripts<Context>(manifest: TemplateManifest<Context>, context: Context): string[] {
  return manifest.filter((entry) => !entry.when(context)).flatMap((entry) => entry.scripts ?? []);
}

function covers(path: string, templatePath: string): boolean {
  return path.endsWith("/") ? templatePath.startsWith(path) : templatePath === path;
}

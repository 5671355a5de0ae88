/**
 * A package.json's text without the named dependencies and devDependencies, in the layout npm
 * writes (two spaces, a final newline); the other entries keep their order.
 */
export function omitDependencies(packageJson: string, names: readonly string[]): string {
  const manifest = JSON.parse(packageJson) as Record<string, unknown>;
  for (const field of ["dependencies", "devDependencies"]) {
    const dependencies = manifest[field];
    if (typeof dependencies !== "object" || dependencies === null) continue;
    manifest[field] = Object.fromEntries(Object.entries(dependencies).filter(([name]) => !names.includes(name)));
  }
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

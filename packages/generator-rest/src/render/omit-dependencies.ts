/**
 * A package.json's text without the named dependencies and devDependencies (and the named
 * scripts), in the layout npm writes (two spaces, a final newline); the other entries keep their order.
 */
export function omitDependencies(
  packageJson: string,
  names: readonly string[],
  scripts: readonly string[] = [],
): string {
  const manifest = JSON.parse(packageJson) as Record<string, unknown>;
  const omitted: Record<string, readonly string[]> = { scripts, dependencies: names, devDependencies: names };
  for (const [field, left] of Object.entries(omitted)) {
    const entries = manifest[field];
    if (typeof entries !== "object" || entries === null) continue;
    manifest[field] = Object.fromEntries(Object.entries(entries).filter(([name]) => !left.includes(name)));
  }
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

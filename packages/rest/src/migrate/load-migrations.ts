import { existsSync, readdirSync } from "node:fs";
import { extname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { named, type Migration, type NamedMigration } from "./migration.js";

/**
 * The migrations of a project, named after their files and in their order. Under tsx (`npm run dev`, tests,
 * `npm run migrate`) a module runs from `src/`, and reads the TypeScript files of `migrations/` beside it; built, it
 * runs from `dist/` and reads `dist/migrations/`, which the build compiles them to. `from` is the importing module's
 * `import.meta.url`.
 */
export async function loadMigrations(from: string): Promise<NamedMigration[]> {
  const source = extname(fileURLToPath(from)) === ".ts";
  const folder = fileURLToPath(new URL(source ? "../migrations/" : "./migrations/", from));
  if (!existsSync(folder)) return [];
  const files = readdirSync(folder)
    .filter((file) => (source ? /^[^.].*(?<!\.d|\.test)\.ts$/ : /^[^.].*\.js$/).test(file))
    .sort();
  const migrations: NamedMigration[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(join(folder, file)).href)) as { default?: Migration };
    const migration = module.default;
    if (!migration || typeof migration.collection !== "string" || !Array.isArray(migration.steps)) {
      throw new Error(`${join(folder, file)} does not export a migration: export default migration("name", [...]).`);
    }
    migrations.push(named(file.replace(/\.(ts|js)$/, ""), migration));
  }
  return migrations;
}

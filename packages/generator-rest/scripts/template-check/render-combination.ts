import { symlinkSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Writable } from "node:stream";
import type Generator from "yeoman-generator";
import { createEnv } from "yeoman-environment";
import { ApiGenerator } from "../../src/api/api-generator.js";
import { AppGenerator } from "../../src/app/app-generator.js";
import type { RenderedFile } from "../../src/render/render-templates.js";
import type { Combination } from "./combinations.js";
import { runTool, toolEntry } from "./run-tool.js";

const PACKAGE_ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** What a run of a generator class renders, and from which templates. */
type RenderingGenerator = Generator & { readonly renderedFiles: readonly RenderedFile[] };

/**
 * Generates `combination` into `dir` with the generators' own code, in this process, from
 * the templates under `templatesRoot` (`app/` and `api/`), then links `node_modules` to
 * `nodeModules` instead of installing. Answers which template produced each generated file
 * (absolute paths); a later run (a group) wins for a file both wrote.
 */
export async function renderCombination(
  combination: Combination,
  dir: string,
  templatesRoot: string,
  nodeModules: string,
): Promise<Map<string, string>> {
  const templates = new Map<string, string>();
  const record = (files: readonly RenderedFile[]) => {
    for (const file of files) templates.set(join(dir, file.path), file.template);
  };
  record(
    await run(AppGenerator, "rest:app", dir, [dir, ...combination.app, "--skip-install"], join(templatesRoot, "app")),
  );
  for (const group of combination.groups) {
    record(await run(ApiGenerator, "rest:api", dir, group, join(templatesRoot, "api")));
  }
  symlinkSync(nodeModules, join(dir, "node_modules"), "dir");
  // What `rest` runs once the dependencies are in: the typed client's route map, which client/ imports.
  const client = await runTool(toolEntry("tsx", "tsx"), [join("src", "client-writer", "write-client.ts")], dir);
  if (client.code !== 0) throw new Error(`npm run client failed in ${dir}:\n${client.stderr}`);
  return templates;
}

async function run(
  generator: new (...args: never[]) => RenderingGenerator,
  namespace: string,
  cwd: string,
  args: readonly string[],
  sourceRoot: string,
): Promise<readonly RenderedFile[]> {
  // What Yeoman tells a user (each file created, the next steps) is noise in a check.
  const quiet = new Writable({ write: (_chunk, _encoding, done) => done() }) as NodeJS.WriteStream;
  const env = createEnv({ cwd, stdout: quiet, stderr: quiet });
  // The package's own folder: Yeoman names the settings in .yo-rc.json after its package.json
  // (a template folder's package.json is a template, not this package's).
  env.register(generator, { namespace, resolved: namespace, packagePath: PACKAGE_ROOT });
  // Yeoman parses the options out of the arguments, as `yo` passes them.
  const instance = (await env.create(namespace, {
    generatorArgs: [...args, "--yes"],
  })) as unknown as RenderingGenerator;
  instance.sourceRoot(sourceRoot);
  await env.runGenerator(instance);
  return instance.renderedFiles;
}

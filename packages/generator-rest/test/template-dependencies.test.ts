import { readFileSync } from "node:fs";
import { join } from "node:path";
import { create as createMemFs } from "mem-fs";
import { create as createEditor, type MemFsEditorFile } from "mem-fs-editor";
import { describe, expect, it } from "vitest";
import type { AppAnswers } from "../src/app/app-answers.js";
import { APP_MANIFEST } from "../src/app/app-manifest.js";
import { APP_TEMPLATES } from "../src/app/app-templates.js";
import { ENDPOINT_TARBALL, runtimeTarball } from "../src/app/vendor-tarballs.js";
import { templateContext } from "../src/app/template-context.js";
import { omitDependencies } from "../src/render/omit-dependencies.js";
import { unusedPackages } from "../src/render/template-manifest.js";
import { ALL_ON_ANSWERS } from "./helpers/answers.js";

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const runtimeVersion = (
  JSON.parse(readFileSync(new URL("../../rest/package.json", import.meta.url), "utf8")) as { version: string }
).version;
const generatorManifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as Manifest;

function generatedManifest(answers: AppAnswers): Manifest {
  const editor = createEditor(createMemFs<MemFsEditorFile>());
  const target = join(APP_TEMPLATES, "..", "rendered-package.json");
  const context = templateContext(answers);
  editor.copyTpl(join(APP_TEMPLATES, "package.json"), target, context);
  return JSON.parse(omitDependencies(editor.read(target) ?? "{}", unusedPackages(APP_MANIFEST, context))) as Manifest;
}

/**
 * Generated projects under `.tmp/` and `demo/` run on the repository's node_modules: that
 * only works while generator-rest's dependencies (Prettier, which formats what it writes)
 * and devDependencies hold every package they use, at the same version range.
 */
describe("the generated package.json", () => {
  const noAuth: AppAnswers = {
    ...ALL_ON_ANSWERS,
    auth: false,
    authMethods: [],
    authOnUserCreate: false,
    passwordReset: false,
  };
  for (const [label, answers] of [
    ["every option on", ALL_ON_ANSWERS],
    ["--no-auth", noAuth],
  ] as const) {
    it(`(${label}) depends only on packages generator-rest installs, at the same ranges`, () => {
      const manifest = generatedManifest(answers);
      const all = { ...manifest.dependencies, ...manifest.devDependencies };
      const { "@hostkit/endpoint": endpoint, "@hostkit/rest": runtime, ...used } = all;
      // Not on the registry: the generator ships them packed, and the repository links them as workspaces.
      expect(endpoint).toBe(`file:${ENDPOINT_TARBALL.project}`);
      expect(manifest.dependencies?.["@hostkit/rest"]).toBe(`file:${runtimeTarball().project}`);
      expect(runtime).toBe(`file:vendor/hostkit-rest-${runtimeVersion}.tgz`);
      expect(Object.keys(manifest.dependencies ?? {})).toContain("fastify");
      const installed = { ...generatorManifest.dependencies, ...generatorManifest.devDependencies };
      const mirrored = Object.fromEntries(Object.keys(used).map((name) => [name, installed[name]]));
      expect(mirrored).toEqual(used);
    });
  }
});

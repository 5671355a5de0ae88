import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { create as createMemFs } from "mem-fs";
import { create as createEditor, type MemFsEditorFile } from "mem-fs-editor";
import { describe, expect, it } from "vitest";
import type { AppAnswers } from "../src/app/app-answers.js";
import { APP_MANIFEST } from "../src/app/app-manifest.js";
import { APP_TEMPLATES } from "../src/app/app-templates.js";
import { templateContext } from "../src/app/template-context.js";
import { listTemplateFiles } from "../src/render/list-template-files.js";
import { selectTemplates, unusedPackages, type TemplateManifest } from "../src/render/template-manifest.js";
import { ALL_ON_ANSWERS, DEFAULT_ANSWERS } from "./helpers/answers.js";

const templates = listTemplateFiles(APP_TEMPLATES);

describe("selectTemplates", () => {
  const manifest: TemplateManifest<{ a: boolean; b: boolean }> = [
    { option: "a", when: (context) => context.a, paths: ["src/a/", "src/one.ts"] },
    { option: "b", when: (context) => context.b, paths: ["src/a/b.ts"] },
  ];

  it("keeps a file only when every entry that covers it holds", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (a, b) => {
        const include = selectTemplates(manifest, { a, b });
        expect(include("src/a/x.ts")).toBe(a);
        expect(include("src/one.ts")).toBe(a);
        expect(include("src/a/b.ts")).toBe(a && b);
        expect(include("src/other.ts")).toBe(true);
        // A folder entry covers what is inside it, not a sibling sharing its prefix.
        expect(include("src/ab.ts")).toBe(true);
      }),
    );
  });
});

describe("APP_MANIFEST", () => {
  it("names only templates that exist", () => {
    for (const path of APP_MANIFEST.flatMap((entry) => entry.paths)) {
      const matches = path.endsWith("/")
        ? templates.filter((template) => template.startsWith(path))
        : templates.filter((t) => t === path);
      expect(matches, path).not.toEqual([]);
    }
  });

  it("names only packages the template's package.json has", () => {
    const manifest = JSON.parse(
      readFileSync(join(APP_TEMPLATES, "package.json"), "utf8").replaceAll("<%=", "").replaceAll("%>", ""),
    ) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const listed = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
    for (const name of APP_MANIFEST.flatMap((entry) => entry.packages ?? [])) expect(listed, name).toContain(name);
  });

  it("decides alone which files a project gets: no template it selects renders blank", () => {
    const combinations: AppAnswers[] = [
      ALL_ON_ANSWERS,
      DEFAULT_ANSWERS,
      { ...DEFAULT_ANSWERS, auth: false, authMethods: [] },
      { ...DEFAULT_ANSWERS, authMethods: ["github"] },
      { ...DEFAULT_ANSWERS, authMethods: ["facebook", "google"], getList: true },
      { ...DEFAULT_ANSWERS, passwordReset: true, authOnUserCreate: true, https: true },
      { ...DEFAULT_ANSWERS, database: "mongodb" },
      { ...DEFAULT_ANSWERS, auth: false, authMethods: [], database: "none" },
    ];
    for (const answers of combinations) {
      const context = templateContext(answers);
      const editor = createEditor(createMemFs<MemFsEditorFile>());
      for (const template of templates.filter(selectTemplates(APP_MANIFEST, context))) {
        const target = join(APP_TEMPLATES, "..", "rendered", template);
        editor.copyTpl(join(APP_TEMPLATES, template), target, context);
        expect(editor.read(target)?.trim(), `${template} with ${JSON.stringify(answers)}`).not.toBe("");
      }
    }
  });

  it("gives a --no-auth project no sign-in files and an every-option project all but another database's", () => {
    const noAuth = selectTemplates(APP_MANIFEST, templateContext({ ...DEFAULT_ANSWERS, auth: false, authMethods: [] }));
    const everyOption = selectTemplates(APP_MANIFEST, templateContext(ALL_ON_ANSWERS));
    expect(templates.filter(noAuth).filter((template) => template.includes("auth/"))).toEqual([]);
    expect(templates.filter((template) => !everyOption(template))).toEqual([
      "README.md.parts/97a-store-mongodb.md",
      "_env.example.parts/51-mongodb.env",
      "docker-compose.yml.parts/21-mongodb.yml",
      "docker-compose.yml.parts/22-no-database.yml",
    ]);
  });

  it("carries only the chosen database's driver, and no adapter (@hostkit/rest has them)", () => {
    expect(templates.filter((path) => path.startsWith("src/") && /(mongo|postgres)/.test(path))).toEqual([]);
    const unused = (database: AppAnswers["database"]) =>
      unusedPackages(APP_MANIFEST, templateContext({ ...DEFAULT_ANSWERS, database }));
    expect(unused("postgres")).toEqual(expect.arrayContaining(["mongodb"]));
    expect(unused("mongodb")).toEqual(expect.arrayContaining(["pg", "@types/pg"]));
    expect(unused("none")).toEqual(expect.arrayContaining(["pg", "@types/pg", "mongodb"]));
  });
});

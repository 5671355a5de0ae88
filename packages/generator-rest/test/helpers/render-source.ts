import { readFileSync } from "node:fs";
import { join } from "node:path";
import ejs from "ejs";
import type { AppAnswers } from "../../src/app/app-answers.js";
import { APP_MANIFEST } from "../../src/app/app-manifest.js";
import { APP_TEMPLATES } from "../../src/app/app-templates.js";
import { templateContext } from "../../src/app/template-context.js";
import { listTemplateFiles } from "../../src/render/list-template-files.js";
import { mapTemplatePath } from "../../src/render/map-template-path.js";
import { selectTemplates } from "../../src/render/template-manifest.js";
import { AUTH_METHODS, type AuthMethod } from "../../src/values/auth-methods.js";
import { DATABASES } from "../../src/values/databases.js";

const sourceTemplates = listTemplateFiles(APP_TEMPLATES)
  .filter((path) => path.startsWith("src/") && path.endsWith(".ts"))
  .map((path) => ({ path, file: join(APP_TEMPLATES, path), text: readFileSync(join(APP_TEMPLATES, path), "utf8") }));

/**
 * The TypeScript files `rest` writes under the source folder for `answers`, by path, rendered as the
 * generator renders them (EJS, the manifest's choice, the layout's folders) but without formatting, and
 * with each template compiled once, so that hundreds of combinations take seconds.
 */
export function renderSource(answers: AppAnswers): Map<string, string> {
  const context = templateContext(answers);
  const selected = selectTemplates(APP_MANIFEST, context);
  const files = new Map<string, string>();
  for (const { path, file, text } of sourceTemplates.filter((template) => selected(template.path))) {
    const source = ejs.render(text, context, { filename: file, cache: true });
    // As the generator does, a file that renders blank is not written.
    if (source.trim() !== "") files.set(mapTemplatePath(path, answers), source);
  }
  return files;
}

/** Every combination of the options of `rest` that changes what it generates (the name aside). */
export function everyAppCombination(): AppAnswers[] {
  const methodSets = AUTH_METHODS.reduce<AuthMethod[][]>(
    (sets, method) => [...sets, ...sets.map((set) => [...set, method])],
    [[]],
  ).filter((set) => set.length > 0);
  const auths = [
    { auth: false, authMethods: [] as AuthMethod[], authOnUserCreate: false, passwordReset: false },
    ...methodSets.flatMap((authMethods) =>
      [false, true].flatMap((authOnUserCreate) =>
        (authMethods.includes("password") ? [false, true] : [false]).map((passwordReset) => ({
          auth: true,
          authMethods,
          authOnUserCreate,
          passwordReset,
        })),
      ),
    ),
  ];
  const combinations = auths.flatMap((auth) =>
    DATABASES.flatMap((database) =>
      [false, true].flatMap((https) => [false, true].map((getList) => ({ ...auth, database, https, getList }))),
    ),
  );
  // Other folder names on every other combination: the layers follow the folders the project chose.
  return combinations.map((options, index) => ({
    name: "layers",
    srcDir: index % 2 === 0 ? "src" : "lib",
    apiDir: index % 2 === 0 ? "api" : "routes",
    ...options,
  }));
}

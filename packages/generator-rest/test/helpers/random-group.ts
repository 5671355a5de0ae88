import { relative, sep } from "node:path";
import fc from "fast-check";
import { create as createMemFs } from "mem-fs";
import { create as createEditor, type MemFsEditorFile } from "mem-fs-editor";
import ts from "typescript";
import type { ApiAnswers } from "../../src/api/api-answers.js";
import { API_TEMPLATES } from "../../src/api/api-templates.js";
import { FIELD_TYPES, type Field } from "../../src/api/field.js";
import { groupContext } from "../../src/api/group-context.js";
import { groupNames } from "../../src/api/group-names.js";
import { METHODS, type Method } from "../../src/api/methods.js";
import { renameGroupFile } from "../../src/api/rename-group-file.js";
import type { AppAnswers } from "../../src/app/app-answers.js";
import { renderTemplates } from "../../src/render/render-templates.js";
import { DEFAULT_ANSWERS } from "./answers.js";

/** A project and a group in it: what `rest:api` is given. */
export interface RandomGroup {
  project: AppAnswers;
  answers: ApiAnswers;
}

type Right = "masterMethods" | "adminMethods" | "userMethods" | "none";

const field = fc
  .record({
    name: fc.constantFrom("title", "body", "price", "tags", "at", "done", "scores"),
    type: fc.constantFrom(...FIELD_TYPES.filter((type) => type !== "ref")),
    array: fc.boolean(),
    required: fc.boolean(),
    unique: fc.boolean(),
    indexed: fc.boolean(),
  })
  .map(({ unique, indexed, ...drawn }): Field => {
    // What parseFields refuses: lists of texts, and modifiers on lists and on texts.
    const array = drawn.array && drawn.type !== "text";
    const modifiable = !array && drawn.type !== "text";
    const uniqueable = modifiable && drawn.type !== "boolean" && drawn.type !== "enum";
    return {
      ...drawn,
      array,
      ...(uniqueable && unique ? { unique } : {}),
      ...(modifiable && indexed ? { indexed } : {}),
      ...(drawn.type === "enum" ? { values: ["draft", "published"] } : {}),
    };
  });

/** A project and a group in it that `rest:api` accepts. */
export const randomGroup: fc.Arbitrary<RandomGroup> = fc
  .record({
    auth: fc.boolean(),
    name: fc.constantFrom("article", "blog-post", "class", "person", "delete"),
    methods: fc.subarray([...METHODS], { minLength: 1 }),
    rights: fc.array(fc.constantFrom<Right>("masterMethods", "adminMethods", "userMethods", "none"), {
      minLength: 5,
      maxLength: 5,
    }),
    model: fc.boolean(),
    fields: fc.uniqueArray(field, { selector: (one) => one.name, maxLength: 4 }),
    maxLength: fc.constantFrom(undefined, 20, 10_000, 40_000),
    storeUser: fc.boolean(),
    userField: fc.constantFrom("user", "owner"),
    getList: fc.boolean(),
    dir: fc.constantFrom("items", "school/items"),
  })
  .map(({ auth, rights, storeUser, ...rest }): RandomGroup => {
    const holders = { masterMethods: [] as Method[], adminMethods: [] as Method[], userMethods: [] as Method[] };
    rest.methods.forEach((method, index) => {
      const right = rights[index] ?? "none";
      if (!auth || right === "none") return;
      holders[right].push(method);
    });
    const creates = [...holders.userMethods, ...holders.adminMethods].includes("create");
    const stores = storeUser && rest.model && creates;
    if (stores)
      holders.masterMethods = holders.masterMethods.filter((method) => method !== "update" && method !== "destroy");
    return {
      project: { ...DEFAULT_ANSWERS, auth },
      answers: {
        ...rest,
        ...holders,
        endpoint: "things",
        storeUser: stores,
        userField: stores ? rest.userField : "user",
      },
    };
  });

/** A file `rest:api` writes for a group, unformatted, with the template it came from. */
export interface GroupFile {
  /** Relative to the project. */
  path: string;
  /** Relative to the templates of `rest:api`. */
  template: string;
  source: string;
}

/** The files `rest:api` writes for the group, as rendered before formatting. */
export function renderGroupFiles(project: AppAnswers, answers: ApiAnswers): GroupFile[] {
  const editor = createEditor(createMemFs<MemFsEditorFile>());
  const written = renderTemplates(editor, {
    templateRoot: API_TEMPLATES,
    destinationRoot: "/project",
    layout: { srcDir: project.srcDir, apiDir: `${project.apiDir}/${answers.dir}` },
    context: groupContext(answers, project),
    rename: renameGroupFile(answers.name, groupNames(answers.name)),
  });
  return written.map(({ path, template }) => ({
    path,
    template: relative(API_TEMPLATES, template).split(sep).join("/"),
    source: editor.read(`/project/${path}`) ?? "",
  }));
}

/** The files `rest:api` writes for the group, by path. */
export function renderGroup(project: AppAnswers, answers: ApiAnswers): Map<string, string> {
  return new Map(renderGroupFiles(project, answers).map(({ path, source }) => [path, source]));
}

/** What TypeScript cannot parse in a file, without type-checking it. */
export function syntaxErrors(path: string, source: string): string[] {
  const { diagnostics = [] } = ts.transpileModule(source, { fileName: path, reportDiagnostics: true });
  return diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
}

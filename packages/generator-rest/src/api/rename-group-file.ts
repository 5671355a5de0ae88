import type { GroupNames } from "./group-names.js";

/**
 * Names a group's template files after the group: `one.ts` -> `article.ts`,
 * `open-many.ts` -> `open-articles.ts`, `many.test.ts` -> `articles.test.ts`.
 */
export function renameGroupFile(name: string, names: Pick<GroupNames, "collection">): (path: string) => string {
  return (path) =>
    path.replace(/(^|\/)(open-)?(one|many)(?=[-.][^/]*$)/, (_match, slash: string, open = "", word: string) => {
      return `${slash}${open}${word === "one" ? name : names.collection}`;
    });
}

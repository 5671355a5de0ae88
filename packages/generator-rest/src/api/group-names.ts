import pluralize from "pluralize";
import { camelCase } from "../values/camel-case.js";
import { isReservedWord } from "./reserved-words.js";
import { safeIdentifier } from "./safe-identifier.js";

/** Every name the generated code of a group uses, derived from its kebab-case name. */
export interface GroupNames {
  /** `blog post`, for messages. */
  label: string;
  /** `a blog post`, `an article`. */
  aLabel: string;
  /** `A blog post`, `An article`: to start a sentence. */
  ALabel: string;
  /** `blog posts`. */
  labels: string;
  /** `blogPost`, a variable holding one document. */
  one: string;
  /** `blogPosts`, a variable holding the collection. */
  many: string;
  /** `BlogPost`, the stored type. */
  type: string;
  /** `BlogPosts`, the prefix of plural type names. */
  types: string;
  /** `blogPostsGroup`, the exported plugin. */
  group: string;
  /** `blog-posts`, the store collection. */
  collection: string;
}

export function groupNames(name: string): GroupNames {
  const plural = pluralName(name);
  const one = camelCase(name);
  const many = camelCase(plural);
  return {
    label: name.replaceAll("-", " "),
    aLabel: `${article(name)} ${name.replaceAll("-", " ")}`,
    ALabel: `${pascalCase(article(name))} ${name.replaceAll("-", " ")}`,
    labels: plural.replaceAll("-", " "),
    one: safeIdentifier(one, "Item"),
    many: isReservedWord(many) ? `${one}Items` : many,
    type: safeIdentifier(pascalCase(one), "Item"),
    types: pascalCase(many),
    group: `${many}Group`,
    collection: plural,
  };
}

/** `blog-post` -> `blog-posts`, `person` -> `people`; a name without a plural form gets `-list`. */
export function pluralName(name: string): string {
  const words = name.split("-");
  const last = words.pop() ?? "";
  const plural = pluralize.plural(last);
  return [...words, plural === last ? `${last}-list` : plural].join("-");
}

/** "an article", "a user", "a unit": by the sound of the first letters, as far as spelling tells. */
function article(name: string): "a" | "an" {
  return /^[aeiou]/.test(name) && !/^(u[^aeiou][aeiou]|eu|one)/.test(name) ? "an" : "a";
}

function pascalCase(camel: string): string {
  return camel.charAt(0).toUpperCase() + camel.slice(1);
}

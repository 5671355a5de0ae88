import { kebabCase } from "../values/kebab-case.js";
import type { ModelChanges } from "./model-changes.js";

/** Words of the name kept at most, so that a change of many fields still names a file one can read. */
const MAX_WORDS = 3;

/**
 * The migration a change of a group's fields needs, as `migrations/<time>-<collection>-<what>.ts`: the time makes
 * the order they apply in; the text is one step a line, each under the line saying why, for the owner to read and
 * edit before `npm run migrate` applies it.
 */
export function migrationFile(
  collection: string,
  command: string,
  changes: ModelChanges,
  at: Date,
): { path: string; source: string } {
  const stamp = at.toISOString().replace(/\D/g, "").slice(0, 14);
  const words = changes.words.slice(0, MAX_WORDS).map(kebabCase);
  const what = [...words, ...(changes.words.length > MAX_WORDS ? ["and-more"] : [])].join("-");
  const helpers = [...new Set(["migration", ...changes.steps.map((step) => step.helper)])].sort();
  const steps = changes.steps.map((step) => `${step.why ? comment(step.why) : ""}  ${step.call},`).join("\n");
  const source = `import { ${helpers.join(", ")} } from "@hostkit/rest/migrate";

// Written by \`${command}\` on ${at.toISOString().slice(0, 10)}: what the ${collection} stored before need to fit the
// group's new fields. Applied once, in the order of the files' names, by \`npm run migrate\` (and by \`npm run dev\`);
// edit it before then, not after.
export default migration(${JSON.stringify(collection)}, [
${steps}
]);
`;
  return { path: `migrations/${stamp}-${collection}-${what}.ts`, source };
}

/** A step's reason as comment lines of at most 120 characters, as the project's Prettier width. */
function comment(text: string): string {
  const lines: string[] = [];
  for (const word of text.split(" ")) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + word.length + 1 <= 120 - "  // ".length)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.map((line) => `  // ${line}\n`).join("");
}

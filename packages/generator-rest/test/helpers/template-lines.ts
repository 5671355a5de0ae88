import ejs from "ejs";

/** Where a tag's output stood: in a template's line, and in a rendered line once the output is taken out. */
export const GAP = "…";

const TAG = /(<%[_=\-#]?)([\s\S]*?)([-_]?%>)/g;
// Characters no template holds: a control tag in a template's line, and the ends of a tag's output.
const CONTROL = "\uE000";
const OPEN = "\uE001";
const CLOSE = "\uE002";

/**
 * The lines of an EJS template as patterns of the lines they render (see renderSkeleton): the static text,
 * each output tag (`<%= %>`, `<%- %>`) a gap, and what follows a control tag optional, since a branch on the
 * line may leave it out. Tags are taken out as EJS takes them, with the indentation and line ends they slurp.
 * Lines without static text (control tags alone) make no pattern.
 */
export function templatePatterns(template: string): RegExp[] {
  const text = template.replace(/[ \t]*<%_/g, "<%_").replace(/_%>[ \t]*/g, "_%>");
  let skeleton = "";
  let at = 0;
  for (const match of text.matchAll(TAG)) {
    const [tag, open = "", , close = ""] = match;
    skeleton += text.slice(at, match.index) + (open === "<%=" || open === "<%-" ? GAP : CONTROL);
    at = match.index + tag.length;
    if (close !== "%>" && text.startsWith("\n", at)) at += 1;
  }
  skeleton += text.slice(at);
  return (
    skeleton
      .split("\n")
      // A control tag that took its line's end leaves the next line's indentation behind it.
      .map((line) => line.replace(new RegExp(`^[\\s${CONTROL}]+|[\\s${CONTROL}]+$`, "gu"), ""))
      .filter((line) => staticText(line.replaceAll(CONTROL, "")) !== "")
      .map((line) => {
        const [head = "", ...rest] = line.split(CONTROL).map(escapeRegExp);
        const tail = rest.pop() ?? "";
        const middle = rest.map((segment) => `(?:${segment})?`).join("");
        return new RegExp(`^${head}${middle}${tail}$`, "u");
      })
  );
}

/**
 * Renders a template as EJS does with `context`, each output tag's text between markers, and answers the
 * output, its lines with each tag's output (of one line or many) replaced by a gap (what the template wrote
 * itself, trimmed, blank lines left out) and the output of each tag.
 */
export function renderSkeleton(
  template: string,
  context: object,
): { output: string; lines: string[]; spans: string[] } {
  const marked = template.replace(TAG, (tag, open: string, code: string, close: string) =>
    open === "<%=" || open === "<%-" ? `${open} __mark(${code}) ${close}` : tag,
  );
  const __mark = (value: unknown) => `${OPEN}${value === undefined || value === null ? "" : String(value)}${CLOSE}`;
  const rendered = ejs.render(marked, { ...context, __mark });
  const span = new RegExp(`${OPEN}([^${CLOSE}]*)${CLOSE}`, "gu");
  return {
    output: rendered.replaceAll(OPEN, "").replaceAll(CLOSE, ""),
    lines: rendered
      .replace(span, GAP)
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== ""),
    spans: [...rendered.matchAll(span)].map((match) => match[1] ?? ""),
  };
}

/** The text of a line that no tag wrote: what a reader finds in the template. */
export function staticText(line: string): string {
  return line.replaceAll(GAP, "").trim();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

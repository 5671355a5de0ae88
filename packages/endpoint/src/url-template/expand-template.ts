import type { CompiledTemplate } from "./compiled-template.js";
import { expandExpression } from "./expand-expression.js";

/** Expands a compiled template with the given variable values. */
export function expandTemplate(template: CompiledTemplate, values: Readonly<Record<string, unknown>>): string {
  let result = "";
  for (const part of template.parts) {
    result += typeof part === "string" ? part : expandExpression(part, values);
  }
  return result;
}

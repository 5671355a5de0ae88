import type { Expression } from "./compiled-template.js";
import { expandVariable } from "./expand-variable.js";

/** Expands one `{...}` expression; variables that are undefined or null write nothing. */
export function expandExpression(expression: Expression, values: Readonly<Record<string, unknown>>): string {
  const op = expression.operator;
  let result = "";
  let started = false;
  for (const spec of expression.vars) {
    const value = Object.hasOwn(values, spec.key) ? values[spec.key] : undefined;
    if (value === undefined || value === null) continue;
    const text = expandVariable(op, spec, value);
    if (text === undefined) continue;
    result += (started ? op.separator : op.first) + text;
    started = true;
  }
  return result;
}

import type { Expression, VarSpec } from "./compiled-template.js";
import { OPERATORS, SIMPLE_OPERATOR } from "./operator.js";
import { templateError } from "./template-error.js";

// RFC 6570 variable names, with `-` as a name character too: the service's routes use it
// (`{enterprise-team}`), and no operator or modifier starts with it.
const VARSPEC = /^((?:[\w-]|%[0-9A-Fa-f]{2})(?:\.?(?:[\w-]|%[0-9A-Fa-f]{2}))*)(?:(\*)|:([1-9]\d{0,3}))?$/;
const RESERVED_OPERATORS = "=,!@|";

function parseVarSpec(text: string, template: string): VarSpec {
  const match = VARSPEC.exec(text);
  if (match === null) {
    throw templateError(
      template,
      `invalid variable ${JSON.stringify(text)} (a name is letters, digits, "_", "-" and %XX escapes, dots between them, then "*" or ":1" to ":9999" at most)`,
    );
  }
  const key = match[1] as string;
  return { key, label: key, explode: match[2] === "*", prefix: match[3] === undefined ? 0 : Number(match[3]) };
}

/** Parses the text between `{` and `}` of an RFC 6570 expression. */
export function parseExpression(text: string, template: string): Expression {
  if (text === "") throw templateError(template, "empty expression {}");
  const first = text.charAt(0);
  if (RESERVED_OPERATORS.includes(first)) {
    throw templateError(template, `operator ${JSON.stringify(first)} is reserved`);
  }
  const operator = OPERATORS[first];
  const specs = operator === undefined ? text : text.slice(1);
  return {
    operator: operator ?? SIMPLE_OPERATOR,
    vars: specs.split(",").map((spec) => parseVarSpec(spec, template)),
  };
}

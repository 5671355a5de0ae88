import type { CompiledTemplate, Expression } from "./compiled-template.js";
import { BoundedCache } from "../util/bounded-cache.js";
import { encodeReserved } from "./encode-reserved.js";
import { SIMPLE_OPERATOR } from "./operator.js";
import { parseExpression } from "./parse-expression.js";
import { templateError } from "./template-error.js";

/** `:name` in the path, unless glued to a word character (`user:pass`, `a:b`). */
const COLON_PLACEHOLDER = /(?<!\w):([A-Za-z_]\w*)/g;
const ABSOLUTE = /^[A-Za-z][A-Za-z\d+.-]*:\/\//;
const cache = new BoundedCache<CompiledTemplate>(1000);

type Part = string | Expression;

function pushLiteral(parts: Part[], text: string): void {
  if (text === "") return;
  const encoded = encodeReserved(text);
  const last = parts.length - 1;
  if (typeof parts[last] === "string") parts[last] += encoded;
  else parts.push(encoded);
}

function pushPath(parts: Part[], names: Set<string>, text: string): void {
  let from = 0;
  for (const match of text.matchAll(COLON_PLACEHOLDER)) {
    const key = match[1] as string;
    pushLiteral(parts, text.slice(from, match.index));
    parts.push({ operator: SIMPLE_OPERATOR, vars: [{ key, label: key, explode: false, prefix: 0 }] });
    names.add(key);
    from = match.index + match[0].length;
  }
  pushLiteral(parts, text.slice(from));
}

function isAbsolute(parts: readonly Part[]): boolean | undefined {
  const first = parts[0];
  if (first === undefined) return false;
  if (typeof first !== "string") return undefined;
  if (ABSOLUTE.test(first)) return true;
  // A literal without "/" followed by an expression could still become "scheme://".
  return parts.length === 1 || first.includes("/") ? false : undefined;
}

function compile(template: string): CompiledTemplate {
  const parts: Part[] = [];
  const names = new Set<string>();
  const queryOrFragment = template.search(/[?#]/);
  const pathEnd = queryOrFragment === -1 ? template.length : queryOrFragment;
  let index = 0;
  while (index < template.length) {
    const open = template.indexOf("{", index);
    const literalEnd = open === -1 ? template.length : open;
    const literal = template.slice(index, literalEnd);
    if (literal.includes("}")) throw templateError(template, "unmatched '}'");
    const split = Math.max(index, Math.min(pathEnd, literalEnd));
    pushPath(parts, names, template.slice(index, split));
    pushLiteral(parts, template.slice(split, literalEnd));
    if (open === -1) break;
    const close = template.indexOf("}", open);
    const nextOpen = template.indexOf("{", open + 1);
    if (close === -1 || (nextOpen !== -1 && nextOpen < close)) throw templateError(template, "unclosed '{'");
    const expression = parseExpression(template.slice(open + 1, close), template);
    for (const spec of expression.vars) names.add(spec.key);
    parts.push(expression);
    index = close + 1;
  }
  return { parts, names, absolute: isAbsolute(parts) };
}

/**
 * Parses an RFC 6570 URI template (plus `:name` path placeholders) once per distinct
 * string; later calls reuse the result. Throws an `Error` naming a malformed template.
 */
export function compileTemplate(template: string): CompiledTemplate {
  return cache.get(template) ?? cache.set(template, compile(template));
}

import { BoundedCache } from "../util/bounded-cache.js";
import { encodeReserved, encodeUnreserved } from "./encode.js";

/** How one RFC 6570 expression type joins and encodes its values (RFC 6570 appendix A). */
export interface Operator {
  readonly first: string;
  readonly separator: string;
  readonly named: boolean;
  readonly ifEmpty: string;
  readonly encode: (text: string) => string;
}

function operator(first: string, separator: string, named: boolean, ifEmpty: string, reserved: boolean): Operator {
  return { first, separator, named, ifEmpty, encode: reserved ? encodeReserved : encodeUnreserved };
}

/** Simple string expansion, `{var}`. */
export const SIMPLE_OPERATOR = operator("", ",", false, "", false);

/** The level 2 to 4 operators by their character. */
export const OPERATORS: Readonly<Partial<Record<string, Operator>>> = {
  "+": operator("", ",", false, "", true),
  "#": operator("#", ",", false, "", true),
  ".": operator(".", ".", false, "", false),
  "/": operator("/", "/", false, "", false),
  ";": operator(";", ";", true, "", false),
  "?": operator("?", "&", true, "=", false),
  "&": operator("&", "&", true, "=", false),
};

/** One variable of an expression: `name`, `name*` or `name:3`. */
export interface VarSpec {
  /** The key looked up in the values. */
  readonly key: string;
  /** The name written for named operators (`;`, `?`, `&`), already URL-safe. */
  readonly label: string;
  readonly explode: boolean;
  /** Maximum length in code points; 0 when there is no prefix modifier. */
  readonly prefix: number;
}

/** One `{...}` expression of a template. */
export interface Expression {
  readonly operator: Operator;
  readonly vars: readonly VarSpec[];
}

/** A parsed URI template: encoded literals and expressions, in order. */
export interface CompiledTemplate {
  readonly parts: readonly (string | Expression)[];
  /** Every variable name the template uses. */
  readonly names: ReadonlySet<string>;
  /** Whether the expansion starts with `scheme://`; undefined when only the expansion can tell. */
  readonly absolute: boolean | undefined;
}

function templateError(template: string, problem: string): Error {
  return new Error(`Invalid url template ${JSON.stringify(template)}: ${problem}`);
}

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
function parseExpression(text: string, template: string): Expression {
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

/** `:name` in the path, unless glued to a word character (`user:pass`, `a:b`). */
const COLON_PLACEHOLDER = /(?<!\w):([A-Za-z_]\w*)/g;
/** A URL that starts with `scheme://`, which `baseUrl` never precedes. */
export const ABSOLUTE_URL = /^[A-Za-z][A-Za-z\d+.-]*:\/\//;
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
  if (ABSOLUTE_URL.test(first)) return true;
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

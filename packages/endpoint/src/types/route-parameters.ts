import type { EndpointOptions } from "./options.js";

type Letter =
  | "a"
  | "b"
  | "c"
  | "d"
  | "e"
  | "f"
  | "g"
  | "h"
  | "i"
  | "j"
  | "k"
  | "l"
  | "m"
  | "n"
  | "o"
  | "p"
  | "q"
  | "r"
  | "s"
  | "t"
  | "u"
  | "v"
  | "w"
  | "x"
  | "y"
  | "z"
  | Uppercase<"a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" | "i" | "j" | "k" | "l" | "m">
  | Uppercase<"n" | "o" | "p" | "q" | "r" | "s" | "t" | "u" | "v" | "w" | "x" | "y" | "z">;
type Digit = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9";
type WordChar = Letter | Digit | "_";

/** Operators whose variables may be left out: query, fragment, label, path segment, parameter. */
type OptionalOperator = "#" | "." | "/" | ";" | "?" | "&";

/** The URL part of `"<METHOD> <URL>"`, or the whole route when it is a bare URL. */
export type RouteUrl<Route extends string> = Route extends `${string} ${infer Url}` ? Url : Route;

type BeforeHash<Url extends string> = Url extends `${infer Path}#${string}` ? Path : Url;
/** The template before its first `?` or `#`: where `:name` placeholders are recognised. */
type PathPart<Url extends string> = Url extends `${infer Path}?${string}` ? BeforeHash<Path> : BeforeHash<Url>;

type Expressions<Url extends string> = Url extends `${string}{${infer Expression}}${infer Rest}`
  ? Expression | Expressions<Rest>
  : never;

type VarName<Spec extends string> = Spec extends `${infer Name}*`
  ? Name
  : Spec extends `${infer Name}:${string}`
    ? Name
    : Spec;
type VarNames<List extends string> = List extends `${infer Spec},${infer Rest}`
  ? VarName<Spec> | VarNames<Rest>
  : VarName<List>;

type RequiredExpressionNames<Expression extends string> = Expression extends `+${infer List}`
  ? VarNames<List>
  : Expression extends `${OptionalOperator}${string}`
    ? never
    : VarNames<Expression>;
type OptionalExpressionNames<Expression extends string> = Expression extends `${OptionalOperator}${infer List}`
  ? VarNames<List>
  : never;

type IdentifierTail<Text extends string, Name extends string> = Text extends `${infer Char}${infer Rest}`
  ? Char extends WordChar
    ? IdentifierTail<Rest, `${Name}${Char}`>
    : [Name, Text]
  : [Name, Text];

/** `:name` placeholders not glued to a word character, skipping `{...}` expressions. */
type ColonNames<
  Text extends string,
  Previous extends string = "/",
  Found extends string = never,
> = Text extends `${infer Char}${infer Rest}`
  ? Char extends "{"
    ? Rest extends `${string}}${infer After}`
      ? ColonNames<After, "}", Found>
      : Found
    : Char extends ":"
      ? Previous extends WordChar
        ? ColonNames<Rest, Char, Found>
        : Rest extends `${infer Start}${infer Tail}`
          ? Start extends Letter | "_"
            ? IdentifierTail<Tail, Start> extends [infer Name extends string, infer After extends string]
              ? ColonNames<After, "_", Found | Name>
              : Found
            : ColonNames<Rest, Char, Found>
          : Found
      : ColonNames<Rest, Char, Found>
  : Found;

/** Placeholders a URL template cannot do without: `{name}`, `{+name}` and `:name`. */
export type RequiredPlaceholders<Url extends string> =
  RequiredExpressionNames<Expressions<Url>> | ColonNames<PathPart<Url>>;

/** Variables of the other operators, which expand to nothing when left out. */
export type OptionalPlaceholders<Url extends string> = OptionalExpressionNames<Expressions<Url>>;

/** A value a placeholder can take: a scalar, a list or an associative array (RFC 6570). */
export type PlaceholderValue =
  string | number | boolean | bigint | readonly unknown[] | { readonly [key: string]: unknown };

/** Option names, which never fill a placeholder. */
type NamedOption = "method" | "url" | "baseUrl" | "headers" | "mediaType" | "data" | "request";

/** Placeholders still to fill: required ones minus option names and those `Defaulted` already sets. */
type MissingPlaceholders<Url extends string, Defaulted extends string> = Exclude<
  RequiredPlaceholders<Url>,
  Defaulted | NamedOption
>;

/** Options for a URL template: every required placeholder not set by the defaults must be given. */
export type UrlOptions<Url extends string, Defaulted extends string> = string extends Url
  ? EndpointOptions
  : EndpointOptions & { [Name in MissingPlaceholders<Url, Defaulted>]: PlaceholderValue } & {
      [Name in Exclude<OptionalPlaceholders<Url>, NamedOption>]?: unknown;
    };

/** The options argument after a route: required when the route has placeholders to fill. */
export type RouteArguments<Route extends string, Defaulted extends string> = [
  MissingPlaceholders<RouteUrl<Route>, Defaulted>,
] extends [never]
  ? [options?: UrlOptions<RouteUrl<Route>, Defaulted>]
  : [options: UrlOptions<RouteUrl<Route>, Defaulted>];

/** Placeholder requirements of an options object that carries its own `url`. */
export type OptionsPlaceholders<Options, Defaulted extends string> = Options extends { url: infer Url extends string }
  ? UrlOptions<Url, Defaulted>
  : EndpointOptions;

/** Keys an options object sets to a value other than undefined: defaults that fill placeholders. */
export type DefinedKeys<Options> = {
  [Key in keyof Options]-?: undefined extends Options[Key] ? never : Key;
}[keyof Options] &
  string;

import { describe, expect, it } from "vitest";
import { compileTemplate } from "../src/url-template/compile-template.js";
import { expandTemplate } from "../src/url-template/expand-template.js";

// The variables of RFC 6570 section 3.2.
const rfcVariables = {
  count: ["one", "two", "three"],
  dom: ["example", "com"],
  dub: "me/too",
  hello: "Hello World!",
  half: "50%",
  var: "value",
  who: "fred",
  base: "http://example.com/home/",
  path: "/foo/bar",
  list: ["red", "green", "blue"],
  keys: { semi: ";", dot: ".", comma: "," },
  v: "6",
  x: "1024",
  y: "768",
  empty: "",
  empty_keys: {},
  undef: null,
};

const expand = (template: string, values: Record<string, unknown> = rfcVariables) =>
  expandTemplate(compileTemplate(template), values);

// Template and expected expansion, from the examples of RFC 6570 sections 1.2 and 3.2.
const rfcExamples: Record<string, [string, string][]> = {
  "3.2.1 variable expansion": [
    ["{count}", "one,two,three"],
    ["{count*}", "one,two,three"],
    ["{/count}", "/one,two,three"],
    ["{/count*}", "/one/two/three"],
    ["{;count}", ";count=one,two,three"],
    ["{;count*}", ";count=one;count=two;count=three"],
    ["{?count}", "?count=one,two,three"],
    ["{?count*}", "?count=one&count=two&count=three"],
    ["{&count*}", "&count=one&count=two&count=three"],
  ],
  "3.2.2 simple string expansion": [
    ["{var}", "value"],
    ["{hello}", "Hello%20World%21"],
    ["{half}", "50%25"],
    ["O{empty}X", "OX"],
    ["O{undef}X", "OX"],
    ["{x,y}", "1024,768"],
    ["{x,hello,y}", "1024,Hello%20World%21,768"],
    ["?{x,empty}", "?1024,"],
    ["?{x,undef}", "?1024"],
    ["?{undef,y}", "?768"],
    ["{var:3}", "val"],
    ["{var:30}", "value"],
    ["{list}", "red,green,blue"],
    ["{list*}", "red,green,blue"],
    ["{keys}", "semi,%3B,dot,.,comma,%2C"],
    ["{keys*}", "semi=%3B,dot=.,comma=%2C"],
    ["map?{x,y}", "map?1024,768"],
  ],
  "3.2.3 reserved expansion": [
    ["{+var}", "value"],
    ["{+hello}", "Hello%20World!"],
    ["{+half}", "50%25"],
    ["{base}index", "http%3A%2F%2Fexample.com%2Fhome%2Findex"],
    ["{+base}index", "http://example.com/home/index"],
    ["O{+empty}X", "OX"],
    ["O{+undef}X", "OX"],
    ["{+path}/here", "/foo/bar/here"],
    ["here?ref={+path}", "here?ref=/foo/bar"],
    ["up{+path}{var}/here", "up/foo/barvalue/here"],
    ["{+x,hello,y}", "1024,Hello%20World!,768"],
    ["{+path,x}/here", "/foo/bar,1024/here"],
    ["{+path:6}/here", "/foo/b/here"],
    ["{+list}", "red,green,blue"],
    ["{+list*}", "red,green,blue"],
    ["{+keys}", "semi,;,dot,.,comma,,"],
    ["{+keys*}", "semi=;,dot=.,comma=,"],
  ],
  "3.2.4 fragment expansion": [
    ["{#var}", "#value"],
    ["X{#var}", "X#value"],
    ["{#hello}", "#Hello%20World!"],
    ["X{#hello}", "X#Hello%20World!"],
    ["{#half}", "#50%25"],
    ["foo{#empty}", "foo#"],
    ["foo{#undef}", "foo"],
    ["{#x,hello,y}", "#1024,Hello%20World!,768"],
    ["{#path,x}/here", "#/foo/bar,1024/here"],
    ["{#path:6}/here", "#/foo/b/here"],
    ["{#list}", "#red,green,blue"],
    ["{#list*}", "#red,green,blue"],
    ["{#keys}", "#semi,;,dot,.,comma,,"],
    ["{#keys*}", "#semi=;,dot=.,comma=,"],
  ],
  "3.2.5 label expansion with dot-prefix": [
    ["{.who}", ".fred"],
    ["{.who,who}", ".fred.fred"],
    ["{.half,who}", ".50%25.fred"],
    ["www{.dom*}", "www.example.com"],
    ["X{.var}", "X.value"],
    ["X{.x,y}", "X.1024.768"],
    ["X{.empty}", "X."],
    ["X{.undef}", "X"],
    ["X{.var:3}", "X.val"],
    ["X{.list}", "X.red,green,blue"],
    ["X{.list*}", "X.red.green.blue"],
    ["X{.keys}", "X.semi,%3B,dot,.,comma,%2C"],
    ["X{.keys*}", "X.semi=%3B.dot=..comma=%2C"],
    ["X{.empty_keys}", "X"],
    ["X{.empty_keys*}", "X"],
  ],
  "3.2.6 path segment expansion": [
    ["{/who}", "/fred"],
    ["{/who,who}", "/fred/fred"],
    ["{/half,who}", "/50%25/fred"],
    ["{/who,dub}", "/fred/me%2Ftoo"],
    ["{/var}", "/value"],
    ["{/var,empty}", "/value/"],
    ["{/var,undef}", "/value"],
    ["{/var,x}/here", "/value/1024/here"],
    ["{/var:1,var}", "/v/value"],
    ["{/list}", "/red,green,blue"],
    ["{/list*}", "/red/green/blue"],
    ["{/list*,path:4}", "/red/green/blue/%2Ffoo"],
    ["{/keys}", "/semi,%3B,dot,.,comma,%2C"],
    ["{/keys*}", "/semi=%3B/dot=./comma=%2C"],
  ],
  "3.2.7 path-style parameter expansion": [
    ["{;who}", ";who=fred"],
    ["{;half}", ";half=50%25"],
    ["{;empty}", ";empty"],
    ["{;v,empty,who}", ";v=6;empty;who=fred"],
    ["{;v,bar,who}", ";v=6;who=fred"],
    ["{;x,y}", ";x=1024;y=768"],
    ["{;x,y,empty}", ";x=1024;y=768;empty"],
    ["{;x,y,undef}", ";x=1024;y=768"],
    ["{;hello:5}", ";hello=Hello"],
    ["{;list}", ";list=red,green,blue"],
    ["{;list*}", ";list=red;list=green;list=blue"],
    ["{;keys}", ";keys=semi,%3B,dot,.,comma,%2C"],
    ["{;keys*}", ";semi=%3B;dot=.;comma=%2C"],
  ],
  "3.2.8 form-style query expansion": [
    ["{?who}", "?who=fred"],
    ["{?half}", "?half=50%25"],
    ["{?x,y}", "?x=1024&y=768"],
    ["{?x,y,empty}", "?x=1024&y=768&empty="],
    ["{?x,y,undef}", "?x=1024&y=768"],
    ["{?var:3}", "?var=val"],
    ["{?list}", "?list=red,green,blue"],
    ["{?list*}", "?list=red&list=green&list=blue"],
    ["{?keys}", "?keys=semi,%3B,dot,.,comma,%2C"],
    ["{?keys*}", "?semi=%3B&dot=.&comma=%2C"],
  ],
  "3.2.9 form-style query continuation": [
    ["{&who}", "&who=fred"],
    ["{&half}", "&half=50%25"],
    ["?fixed=yes{&x}", "?fixed=yes&x=1024"],
    ["{&x,y,empty}", "&x=1024&y=768&empty="],
    ["{&var:3}", "&var=val"],
    ["{&list}", "&list=red,green,blue"],
    ["{&list*}", "&list=red&list=green&list=blue"],
    ["{&keys}", "&keys=semi,%3B,dot,.,comma,%2C"],
    ["{&keys*}", "&semi=%3B&dot=.&comma=%2C"],
  ],
};

describe("RFC 6570 examples", () => {
  for (const [section, examples] of Object.entries(rfcExamples)) {
    it.each(examples)(`${section}: %s expands to %s`, (template, expected) => {
      expect(expand(template)).toBe(expected);
    });
  }
});

describe("encoding beyond the RFC examples", () => {
  it("keeps pct-encoded triplets in reserved expansion and encodes them in simple expansion", () => {
    expect(expand("{+x}", { x: "a%41b%zz" })).toBe("a%41b%25zz");
    expect(expand("{x}", { x: "a%41b" })).toBe("a%2541b");
  });

  it("percent-encodes UTF-8 and counts the prefix in code points", () => {
    expect(expand("{x}", { x: "ä€😀" })).toBe("%C3%A4%E2%82%AC%F0%9F%98%80");
    expect(expand("{x:2}", { x: "😀😀😀" })).toBe("%F0%9F%98%80%F0%9F%98%80");
  });

  it("replaces a lone surrogate with U+FFFD instead of throwing", () => {
    expect(expand("{x}", { x: "a\ud800b" })).toBe("a%EF%BF%BDb");
    expect(expand("{+x}", { x: "\udc00" })).toBe("%EF%BF%BD");
  });

  it("encodes the sub-delimiters encodeURIComponent leaves alone", () => {
    expect(expand("{x}", { x: "!'()*" })).toBe("%21%27%28%29%2A");
    expect(expand("{+x}", { x: "!'()*[]" })).toBe("!'()*[]");
  });

  it("writes numbers and booleans as text, nested values as JSON, dates as their text", () => {
    expect(expand("{a,b,c}", { a: 0, b: false, c: 1.5 })).toBe("0,false,1.5");
    expect(expand("{?list}", { list: [[1, 2], { k: "v" }] })).toBe("?list=%5B1%2C2%5D,%7B%22k%22%3A%22v%22%7D");
    const date = new Date(0);
    expect(expand("{d}", { d: date })).toBe(
      encodeURIComponent(String(date)).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
    );
  });

  it("skips undefined and null members of lists and objects", () => {
    expect(expand("{?list}", { list: ["a", undefined, null, "b"] })).toBe("?list=a,b");
    expect(expand("{?keys*}", { keys: { a: 1, b: undefined, c: null } })).toBe("?a=1");
    expect(expand("X{?list}", { list: [undefined] })).toBe("X");
  });

  it("encodes template literals that are not allowed in a URI", () => {
    expect(expand("/a b/ü{x}", { x: 1 })).toBe("/a%20b/%C3%BC1");
  });

  it("reads only a value's own properties, never the prototype's", () => {
    expect(expand("/{toString}/{constructor}", {})).toBe("//");
  });
});

describe("variable names with -", () => {
  it("are names like any other, with every operator and modifier", () => {
    const values = { "enterprise-team": "a b", "per-page": 5, "x-list": ["a", "b"], "-": "dash" };
    expect(expand("/teams/{enterprise-team}", values)).toBe("/teams/a%20b");
    expect(expand("/x{?per-page,x-list*}{&enterprise-team:1}", values)).toBe(
      "/x?per-page=5&x-list=a&x-list=b&enterprise-team=a",
    );
    expect(expand("{/x-list*}{;per-page}{.-}{#enterprise-team}", values)).toBe("/a/b;per-page=5.dash#a%20b");
    expect(compileTemplate("/{a-b}/{c.d-e}").names).toEqual(new Set(["a-b", "c.d-e"]));
  });

  it("end a :name placeholder, as in Express paths", () => {
    expect(expand("/range/:from-:to", { from: 1, to: 9 })).toBe("/range/1-9");
  });
});

describe(":name placeholders", () => {
  it("become simple expressions in the path", () => {
    expect(expand("/repos/:owner/:repo", { owner: "a b", repo: "x/y" })).toBe("/repos/a%20b/x%2Fy");
    expect(expand("/compare/:base...:head", { base: "main", head: "dev" })).toBe("/compare/main...dev");
  });

  it("are not recognised after a word character, before digits, or in the query and fragment", () => {
    expect(expand("https://user:pass@localhost:8080/x", {})).toBe("https://user:pass@localhost:8080/x");
    expect(expand("/a?b=:c#:d", { c: "no", d: "no" })).toBe("/a?b=:c#:d");
  });
});

describe("malformed templates", () => {
  it.each([
    ["/x/{org", "unclosed '{'"],
    ["/x/{a{b}", "unclosed '{'"],
    ["/x}", "unmatched '}'"],
    ["/x/{}", "empty expression"],
    ["/x/{=a}", 'operator "=" is reserved'],
    ["/x/{|a}", 'operator "|" is reserved'],
    ["/x/{a b}", 'invalid variable "a b"'],
    ["/x/{a:0}", 'invalid variable "a:0"'],
    ["/x/{a,}", 'invalid variable ""'],
    ["/x/{a-b c}", 'invalid variable "a-b c"'],
    ["/x/{a-b:}", 'invalid variable "a-b:"'],
    ["/x/{a..b}", 'invalid variable "a..b"'],
    ["/x/{a-b}}", "unmatched '}'"],
  ])("%s throws an Error naming the problem (%s)", (template, problem) => {
    expect(() => compileTemplate(template)).toThrow(`Invalid url template ${JSON.stringify(template)}: ${problem}`);
  });

  it("compiles each distinct template once", () => {
    expect(compileTemplate("/cached/{x}")).toBe(compileTemplate("/cached/{x}"));
  });
});

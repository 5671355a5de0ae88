import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { blocks, type Code, indent, lines, nest, section, wrapList } from "../src/api/code/lines.js";

/** A line of code: no newline in it. */
const line = fc.string({ unit: fc.constantFrom("a", " ", "{", "}", ";", '"') });
const code: fc.Arbitrary<Code> = fc.letrec<{ code: Code }>((tie) => ({
  code: fc.oneof(
    { depthSize: "small" },
    line,
    fc.constant(false as const),
    fc.constant(undefined),
    fc.array(tie("code"), { maxLength: 4 }),
  ),
})).code;

/** The lines a piece holds, in order. */
function flat(piece: Code): string[] {
  if (piece === false || piece === undefined) return [];
  return typeof piece === "string" ? [piece] : piece.flatMap(flat);
}

describe("lines", () => {
  it("writes the lines that are on, in order, each ended by a newline", () => {
    expect(lines("a", false, ["", undefined, ["b"]], "c")).toBe("a\n\nb\nc\n");
    expect(lines(false, undefined, [])).toBe("");
  });

  it("keeps every line that is on, and nothing else, however the pieces nest", () => {
    fc.assert(
      fc.property(fc.array(code), (pieces) => {
        const text = lines(...pieces);
        const kept = pieces.flatMap(flat);
        expect(text).toBe(kept.map((kept) => `${kept}\n`).join(""));
        expect(text === "" ? [] : text.slice(0, -1).split("\n")).toEqual(kept);
      }),
    );
  });
});

describe("blocks and section", () => {
  it("put one blank line between the blocks that hold something", () => {
    expect(blocks("a\n", "", "b\nc\n")).toBe("a\n\nb\nc\n");
    expect(section("a\n")).toBe("\na\n");
    expect(section("")).toBe("");
    fc.assert(
      fc.property(
        fc.array(
          fc.array(
            line.filter((text) => text !== ""),
            { maxLength: 3 },
          ),
        ),
        (groups) => {
          const text = blocks(...groups.map((group) => lines(...group)));
          const full = groups.filter((group) => group.length > 0);
          expect(text).toBe(full.map((group) => lines(...group)).join("\n"));
          expect(text).not.toMatch(/\n\n\n/);
        },
      ),
    );
  });
});

describe("indent and nest", () => {
  it("move every line that is not empty, and leave empty lines empty", () => {
    expect(indent("a\n\n  b\n", "    ")).toBe("    a\n\n      b\n");
    expect(nest("  ", "a", "", false, ["b"])).toEqual(["  a", "", "  b"]);
    fc.assert(
      fc.property(fc.array(line), fc.constantFrom("  ", "    "), (all, by) => {
        const moved = indent(lines(...all), by)
          .split("\n")
          .slice(0, -1);
        expect(moved).toEqual(nest(by, ...all));
        expect(moved.map((text) => (text === "" ? text : text.slice(by.length)))).toEqual(all);
      }),
    );
  });
});

describe("wrapList", () => {
  it("keeps a list on one line up to 120 characters, else writes one item a line", () => {
    const items = fc.array(fc.stringMatching(/^[A-Za-z]{1,30}$/), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(items, (names) => {
        const oneLine = `import { ${names.join(", ")} } from "./schema.js";`;
        const text = wrapList(oneLine, "import {", names, '} from "./schema.js";');
        if (oneLine.length <= 120) expect(text).toBe(`${oneLine}\n`);
        else expect(text).toBe(`import {\n${names.map((name) => `  ${name},\n`).join("")}} from "./schema.js";\n`);
      }),
    );
  });
});

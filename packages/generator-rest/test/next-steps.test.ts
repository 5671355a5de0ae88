import { stripVTControlCharacters } from "node:util";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nextSteps } from "../src/app/next-steps.js";
import { colorsOn } from "../src/values/paint.js";

describe("nextSteps", () => {
  it("numbers the commands from the new folder to a running API", () => {
    expect(nextSteps({ dir: "my-api", installed: false, colors: false }).split("\n")).toEqual([
      "Your API is ready. Next steps:",
      "  1. cd my-api                  the new project",
      "  2. npm install                its dependencies and the typed client's route map",
      "  3. npm run dev                the API on http://localhost:9000, reloading on change; the reference at http://localhost:9000/docs",
      "  4. npm test                   its tests, against an in-memory store",
      "  5. docker compose up --build  the production image with MongoDB, once the secrets are set (see README.md)",
    ]);
    expect(nextSteps({ installed: true, colors: false })).toMatch(/\n {2}1\. npm run dev {16}the API/);
  });

  it("says the same in colour, only painted", () => {
    fc.assert(
      fc.property(
        fc.option(fc.stringMatching(/^[\w./-]{1,30}$/), { nil: undefined }),
        fc.boolean(),
        (dir, installed) => {
          const colored = nextSteps({ dir, installed, colors: true });
          expect(colored).toContain("\u001b[");
          expect(stripVTControlCharacters(colored)).toBe(nextSteps({ dir, installed, colors: false }));
        },
      ),
    );
  });
});

describe("colorsOn", () => {
  const terminal = { isTTY: true, hasColors: () => true } as unknown as NodeJS.WriteStream;
  const pipe = { isTTY: false, hasColors: () => false } as unknown as NodeJS.WriteStream;

  it("paints a terminal with colours, unless NO_COLOR or FORCE_COLOR=0 say otherwise", () => {
    expect(colorsOn(terminal, {})).toBe(true);
    expect(colorsOn(pipe, {})).toBe(false);
    expect(colorsOn(terminal, { NO_COLOR: "1" })).toBe(false);
    expect(colorsOn(terminal, { FORCE_COLOR: "0" })).toBe(false);
    expect(colorsOn(pipe, { FORCE_COLOR: "1" })).toBe(true);
    expect(colorsOn(terminal, { NO_COLOR: "" })).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { DEFAULT_ANSWERS } from "./helpers/answers.js";
import { everyAppCombination } from "./helpers/render-source.js";
import { renderProjectFile } from "./helpers/render-project-file.js";

// What EJS's `<%=` makes of `<`, `>`, `&`, `"` and `'`: Markdown shows these entities as they are written.
const HTML_ENTITY = /&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-f]+);/i;

describe("the generated README.md", () => {
  it("says every value as it is, never HTML-escaped, with any options", () => {
    for (const answers of everyAppCombination()) {
      const readme = renderProjectFile(answers, "README.md") ?? "";
      expect(readme, JSON.stringify(answers)).toMatch(/^# layers\n/);
      const escaped = readme.split("\n").filter((line) => HTML_ENTITY.test(line));
      expect(escaped, JSON.stringify(answers)).toEqual([]);
    }
  });

  it("names the browser sign-in route with its placeholder", () => {
    const readme = renderProjectFile({ ...DEFAULT_ANSWERS, authMethods: ["password", "github"] }, "README.md");
    expect(readme).toContain("sign-in through a provider (`GET /auth/<provider>`) needs no key at all");
  });
});

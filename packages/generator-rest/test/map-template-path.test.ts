import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mapTemplatePath } from "../src/render/map-template-path.js";

const layout = { srcDir: "lib", apiDir: "endpoints" };
const name = fc.stringMatching(/^[a-z][a-z0-9.-]{0,8}$/);

describe("mapTemplatePath", () => {
  it("renames a leading _ to a dot in every name, but not a double underscore", () => {
    expect(mapTemplatePath("_gitignore", layout)).toBe(".gitignore");
    expect(mapTemplatePath("_env.example", layout)).toBe(".env.example");
    expect(mapTemplatePath("_github/workflows/ci.yml", layout)).toBe(".github/workflows/ci.yml");
    expect(mapTemplatePath("__snapshots__/a.snap", layout)).toBe("__snapshots__/a.snap");
  });

  it("moves src/api/ under <srcDir>/<apiDir>/ and src/ under <srcDir>/", () => {
    expect(mapTemplatePath("src/api/users/routes.ts", layout)).toBe("lib/endpoints/users/routes.ts");
    expect(mapTemplatePath("src/api/index.ts", layout)).toBe("lib/endpoints/index.ts");
    expect(mapTemplatePath("src/app.ts", layout)).toBe("lib/app.ts");
    expect(mapTemplatePath("src/api.ts", layout)).toBe("lib/api.ts");
    expect(mapTemplatePath("test/src/api/x.ts", layout)).toBe("test/src/api/x.ts");
    expect(mapTemplatePath("src", layout)).toBe("src");
  });

  it("keeps paths outside src/ as they are, and maps the rest below the chosen folders", () => {
    fc.assert(
      fc.property(fc.array(name, { minLength: 1, maxLength: 4 }), (names) => {
        const path = names.join("/");
        fc.pre(names[0] !== "src");
        expect(mapTemplatePath(path, layout)).toBe(path);
        expect(mapTemplatePath(`src/${path}`, layout)).toBe(
          names[0] === "api" && names.length > 1 ? `lib/endpoints/${names.slice(1).join("/")}` : `lib/${path}`,
        );
      }),
    );
  });
});

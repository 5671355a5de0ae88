import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { registerGroup } from "../src/api/register-group.js";
import { SettingError } from "../src/settings/setting-error.js";

const registry = `import { authGroup } from "./auth/routes.js";
import type { ApiGroup } from "./api-group.js";
import { healthGroup } from "./health/routes.js";

/** Every endpoint group of the API, one per line. */
export const apiGroups: ApiGroup[] = [
  healthGroup,
  authGroup,
];
`;

const register = (source: string, group: string, from = `./${group}/routes.js`) =>
  registerGroup(source, group, from, "src/api/index.ts");

describe("registerGroup", () => {
  it("adds one import after the others and one entry at the end of the list", () => {
    expect(register(registry, "articlesGroup")).toBe(`import { authGroup } from "./auth/routes.js";
import type { ApiGroup } from "./api-group.js";
import { healthGroup } from "./health/routes.js";
import { articlesGroup } from "./articlesGroup/routes.js";

/** Every endpoint group of the API, one per line. */
export const apiGroups: ApiGroup[] = [
  healthGroup,
  authGroup,
  articlesGroup,
];
`);
  });

  it("changes nothing for a group already registered, except a new import path", () => {
    const once = register(registry, "articlesGroup", "./articles/routes.js");
    expect(register(once, "articlesGroup", "./articles/routes.js")).toBe(once);
    const moved = register(once, "articlesGroup", "./blog/articles/routes.js");
    expect(moved).toBe(once.replace("./articles/routes.js", "./blog/articles/routes.js"));
  });

  it("keeps every group once, whatever the order of registrations", () => {
    const names = fc.array(fc.constantFrom("aGroup", "bGroup", "cGroup", "healthGroup"), { maxLength: 10 });
    fc.assert(
      fc.property(names, (groups) => {
        const source = groups.reduce((text, group) => register(text, group), registry);
        for (const group of new Set([...groups, "healthGroup", "authGroup"])) {
          expect(source.split("\n").filter((line) => line === `  ${group},`)).toHaveLength(1);
          expect(source.split("\n").filter((line) => line.startsWith(`import { ${group} }`))).toHaveLength(1);
        }
      }),
    );
  });

  it("refuses a registry whose list was rewritten, naming what to add by hand", () => {
    const rewritten = registry.replace("export const apiGroups: ApiGroup[] = [", "export const apiGroups = [");
    expect(() => register(rewritten, "articlesGroup")).toThrow(SettingError);
    expect(() => register(rewritten, "articlesGroup")).toThrow(
      /add articlesGroup from "\.\/articlesGroup\/routes\.js" there by hand/,
    );
  });
});

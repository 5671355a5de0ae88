import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { omitDependencies } from "../src/render/omit-dependencies.js";

const names = fc.uniqueArray(fc.stringMatching(/^[a-z@][a-z0-9/-]{0,12}$/), { maxLength: 8 });
const dependencies = names.map((list) => Object.fromEntries(list.map((name, index) => [name, `^${index}.0.0`])));

describe("omitDependencies", () => {
  it("drops exactly the named packages, keeping the order of the rest and every other field", () => {
    fc.assert(
      fc.property(dependencies, dependencies, names, (runtime, development, omitted) => {
        const manifest = {
          name: "shop",
          private: true,
          dependencies: runtime,
          devDependencies: development,
          engines: { node: ">=20" },
        };
        const result = JSON.parse(omitDependencies(JSON.stringify(manifest), omitted)) as typeof manifest;
        const kept = (map: Record<string, string>) => Object.entries(map).filter(([name]) => !omitted.includes(name));
        expect(Object.entries(result.dependencies)).toEqual(kept(runtime));
        expect(Object.entries(result.devDependencies)).toEqual(kept(development));
        expect(Object.keys(result)).toEqual(Object.keys(manifest));
        expect(result.engines).toEqual(manifest.engines);
      }),
    );
  });

  it("writes the layout npm writes", () => {
    expect(omitDependencies('{"name":"shop","dependencies":{"a":"1","b":"2"}}', ["a"])).toBe(
      '{\n  "name": "shop",\n  "dependencies": {\n    "b": "2"\n  }\n}\n',
    );
  });
});

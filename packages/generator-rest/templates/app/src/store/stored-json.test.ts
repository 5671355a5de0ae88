import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { copyStored, fromStoredJson, toStoredJson } from "./stored-json.js";

/** Every object and date reachable from a value, the value included. */
function objectsOf(value: unknown, found: object[] = []): object[] {
  if (typeof value !== "object" || value === null) return found;
  found.push(value);
  if (!(value instanceof Date)) for (const field of Object.values(value)) objectsOf(field, found);
  return found;
}

const storedValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.string(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.date({ noInvalidDate: true }),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.string(), tie("value"), { maxKeys: 4 }),
  ),
})).value;

describe("copyStored", () => {
  it("answers what parsing the stored text again would, sharing no object or date with the original", () => {
    fc.assert(
      fc.property(storedValue, (value) => {
        const parsed = fromStoredJson(toStoredJson(value));
        const copy = copyStored(parsed);
        expect(copy).toStrictEqual(fromStoredJson(toStoredJson(value)));
        const originals = new Set(objectsOf(parsed));
        expect(objectsOf(copy).filter((object) => originals.has(object))).toEqual([]);
      }),
    );
  });

  it("keeps a __proto__ field as a field, not as the copy's prototype", () => {
    const parsed = fromStoredJson('{"__proto__":{"admin":true},"name":"ana"}') as Record<string, unknown>;
    const copy = copyStored(parsed) as Record<string, unknown>;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.hasOwn(copy, "__proto__")).toBe(true);
    expect(copy["admin"]).toBeUndefined();
    expect(toStoredJson(copy)).toBe(toStoredJson(parsed));
  });
});

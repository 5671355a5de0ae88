import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromStoredJson, toStoredJson } from "../src/store/stored-json.js";

const key = fc.string().filter((name) => name !== "__proto__" && name !== "$date");
const storedValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.string(),
    // JSON has no negative zero.
    fc.double({ noNaN: true, noDefaultInfinity: true }).map((number) => (number === 0 ? 0 : number)),
    fc.boolean(),
    fc.constant(null),
    fc.date({ noInvalidDate: true }),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(key, tie("value"), { maxKeys: 4 }),
  ),
})).value;

describe("stored JSON", () => {
  it("answers what was stored, dates as dates, however deep", () => {
    fc.assert(
      fc.property(storedValue, (value) => {
        expect(fromStoredJson(toStoredJson(value))).toEqual(value);
      }),
    );
  });

  it("keeps dates in an order their stored text sorts in", () => {
    fc.assert(
      fc.property(
        fc.date({ noInvalidDate: true, min: new Date(0), max: new Date("9999-12-31") }),
        fc.date({ noInvalidDate: true, min: new Date(0), max: new Date("9999-12-31") }),
        (a, b) => {
          expect(toStoredJson(a) < toStoredJson(b)).toBe(a < b);
        },
      ),
    );
  });
});

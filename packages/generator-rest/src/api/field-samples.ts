import type { Field } from "./field.js";
import { Code } from "./js-literal.js";

/** Values the generated tests send: two documents that differ in every field, each with one word of its own. */
export interface FieldSamples {
  first: Record<string, unknown>;
  second: Record<string, unknown>;
  /** `first` as a test reads it while it runs, when a reference's id is known: `first.article`. */
  firstWhileRunning: Record<string, unknown>;
  /** `first` as a form-encoded body sends it: one value per field, as text. */
  firstForm: Record<string, unknown>;
  /** What the API reads from `firstForm`. */
  firstFromForm: Record<string, unknown>;
}

/** Two values of a field's type, as its view answers them (e-mail addresses in lower case). */
function values(field: Field): [unknown, unknown] {
  const name = field.name.toLowerCase();
  switch (field.type) {
    case "string":
    case "text":
      return [`alpha ${field.name}`, `beta ${field.name}`];
    case "integer":
      return [3, 42];
    case "number":
      return [1.5, 42];
    case "boolean":
      return [true, false];
    case "date":
      return ["2024-01-02", "2025-06-07"];
    case "datetime":
      return ["2024-01-02T03:04:05.006Z", "2025-06-07T08:09:10.011Z"];
    case "email":
      return [`alpha.${name}@example.com`, `beta.${name}@example.com`];
    case "url":
      return [`https://example.com/alpha/${name}`, `https://example.com/beta/${name}`];
    case "enum": {
      const [one = "", two = one] = field.values ?? [];
      return [one, two];
    }
    case "ref":
      // Set by the tests, before they run, to the id of a document they store.
      return ["", ""];
  }
}

export function fieldSamples(fields: readonly Field[]): FieldSamples {
  const samples: FieldSamples = { first: {}, second: {}, firstWhileRunning: {}, firstForm: {}, firstFromForm: {} };
  for (const field of fields) {
    const [one, two] = values(field);
    samples.first[field.name] = field.array ? [one, ...(field.type === "string" ? ["one more"] : [])] : one;
    samples.second[field.name] = field.array ? [two] : two;
    samples.firstWhileRunning[field.name] =
      field.type === "ref" ? new Code(`first.${field.name}`) : samples.first[field.name];
    const sent = field.type === "ref" ? samples.firstWhileRunning[field.name] : one;
    samples.firstForm[field.name] = field.type === "ref" ? sent : String(one);
    samples.firstFromForm[field.name] = field.array ? [sent] : sent;
  }
  return samples;
}

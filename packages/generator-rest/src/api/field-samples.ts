import type { Field, FieldType } from "./field.js";

/** Values the generated tests send: two documents that differ in every field, each with one word of its own. */
export interface FieldSamples {
  first: Record<string, unknown>;
  second: Record<string, unknown>;
  /** `first` as a form-encoded body sends it: one value per field, as text. */
  firstForm: Record<string, string>;
  /** What the API reads from `firstForm`. */
  firstFromForm: Record<string, unknown>;
}

const VALUES: Record<FieldType, [unknown, unknown]> = {
  string: ["alpha", "beta"],
  number: [1.5, 42],
  boolean: [true, false],
  date: ["2024-01-02T03:04:05.006Z", "2025-06-07T08:09:10.011Z"],
};

export function fieldSamples(fields: readonly Field[]): FieldSamples {
  const samples: FieldSamples = { first: {}, second: {}, firstForm: {}, firstFromForm: {} };
  for (const field of fields) {
    const [one, two] = VALUES[field.type].map((value) => (field.type === "string" ? `${value} ${field.name}` : value));
    samples.first[field.name] = field.array ? [one, ...(field.type === "string" ? ["one more"] : [])] : one;
    samples.second[field.name] = field.array ? [two] : two;
    samples.firstForm[field.name] = String(one);
    samples.firstFromForm[field.name] = field.array ? [one] : one;
  }
  return samples;
}

import { defineModel, field, type ModelField } from "@hostkit/rest";
import { Type } from "typebox";
import type { FieldCode } from "../../src/api/field-code.js";

/** A referenced group's view, where a declaration names one (`view: PublicUserSchema`). */
const PublicUserSchema = Type.Object({ id: Type.String() });

/** The model a group's model file makes of these fields' declarations, as the runtime runs them. */
export function declaredModel(fields: readonly FieldCode[], creator?: string) {
  const declare = new Function(
    "field",
    "PublicUserSchema",
    `return { ${fields.map((one) => `${one.name}: ${one.declaration}`).join(", ")} };`,
  ) as (make: typeof field, view: unknown) => Record<string, ModelField>;
  return defineModel({
    collection: "items",
    fields: declare(field, PublicUserSchema),
    ...(creator ? { creator: { field: creator, view: PublicUserSchema } } : {}),
  });
}

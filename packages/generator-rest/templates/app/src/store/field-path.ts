/** The names along a field (`a.b` -> `a`, `b`), checked to be plain names: they go into SQL and index names. */
export function fieldPath(field: string): string[] {
  if (!/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/.test(field)) {
    throw new Error(`Invalid field name "${field}": use letters, digits and _, with . between nested names`);
  }
  return field.split(".");
}

/** The JSON path of a field (`a.b` for nested ones), checked so that it can go into SQL text. */
export function fieldPath(field: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/.test(field)) {
    throw new Error(`Invalid field name "${field}": use letters, digits and _, with . between nested names`);
  }
  return `'$.${field}'`;
}

/** The SQL expression reading a field out of a row's `doc`; indexes use the same text, so queries find them. */
export function fieldSql(field: string): string {
  return `(doc ->> ${fieldPath(field)})`;
}

/** A table or index name, quoted for SQL. */
export function quoteName(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Keeps only `fields` of a view, as asked by a list query's `fields`. */
export function pickFields<T extends object, F extends keyof T>(view: T, fields: readonly F[]): Partial<T> {
  const picked: Partial<T> = {};
  for (const field of fields) picked[field] = view[field];
  return picked;
}

/** The value at a dotted path such as `services.github`. */
export function valueAt(document: object, path: string): unknown {
  let value: unknown = document;
  for (const key of path.split(".")) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}

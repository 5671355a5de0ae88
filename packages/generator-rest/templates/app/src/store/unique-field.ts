/** The field of the unique index a SQLite error says was broken, if that is the error. */
export function uniqueField(error: unknown, indexFields: Map<string, string>): string | undefined {
  const message = (error as { message?: string }).message ?? "";
  if (!message.includes("UNIQUE constraint failed")) return undefined;
  const index = /index '(.+)'/.exec(message)?.[1];
  return (index && indexFields.get(index)) ?? "id";
}

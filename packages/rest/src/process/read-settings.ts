import { envSchema } from "env-schema";
import type { Static, TObject, TProperties } from "typebox";

export interface ReadSettingsOptions {
  /** Variables production refuses to start without; each missing one is named at once. */
  requiredInProduction?: readonly string[];
}

// Typed by the object's properties, not by the schema as a whole: the caller's `Static<typeof Schema>` is then the
// same type as the result, where relating the two generic forms had TypeScript work out the variances of TypeBox's
// inference, 5 of the 8 seconds a generated project took to type-check.
type Settings<Properties extends TProperties> = Static<TObject<Properties>>;

/**
 * The settings `schema` describes, read from `env`, checked and converted by env-schema (defaults filled, "true"
 * a boolean, "8080" a number); an empty variable is an absent one, as `NAME=` in `.env` means. Throws one message
 * naming every wrong variable, `PORT must be integer, got "http"`, a pattern or a list told by its description;
 * and when `NODE_ENV` is production, one naming every missing variable of `requiredInProduction`.
 */
export function readSettings<Properties extends TProperties>(
  schema: TObject<Properties>,
  env: Record<string, string | undefined>,
  { requiredInProduction = [] }: ReadSettingsOptions = {},
): Settings<Properties> {
  const data = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ""),
  );
  let read: Settings<Properties>;
  try {
    read = envSchema<Settings<Properties>>({ schema: structuredClone(schema), data, env: false });
  } catch (error) {
    throw new Error(describeErrors(error, data, schema), { cause: error });
  }
  if ((read as { NODE_ENV?: unknown }).NODE_ENV === "production") checkRequired(data, requiredInProduction);
  return read;
}

function checkRequired(data: Record<string, string | undefined>, required: readonly string[]): void {
  const missing = required.filter((name) => !data[name]);
  if (missing.length > 0) {
    throw new Error(`Missing in production: ${missing.join(", ")}. Set them in the environment (see .env.example).`);
  }
}

interface SchemaError {
  instancePath: string;
  keyword: string;
  message?: string;
}

function describeErrors(error: unknown, data: Record<string, string | undefined>, schema: TObject): string {
  const errors = (error as { errors?: SchemaError[] }).errors;
  if (!errors) return String(error);
  return errors
    .map(({ instancePath, keyword, message }) => {
      const name = instancePath.slice(1);
      const description = (schema.properties[name] as { description?: string } | undefined)?.description;
      const problem =
        (keyword === "pattern" || keyword === "enum" || keyword === "maxLength") && description
          ? `must be ${description}`
          : (message ?? "is invalid");
      return `${name} ${problem}, got "${data[name] ?? ""}"`;
    })
    .join("; ");
}

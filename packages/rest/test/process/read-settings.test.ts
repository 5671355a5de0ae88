import { describe, expect, expectTypeOf, it } from "vitest";
import { Type, type Static } from "typebox";
import { readSettings } from "../../src/process/index.js";

const Settings = Type.Object({
  NODE_ENV: Type.Enum(["development", "production", "test"], { default: "production" }),
  PORT: Type.Optional(Type.Integer({ minimum: 0, maximum: 65535 })),
  HOST: Type.String({ pattern: "^[0-9a-z.:-]+$", description: "an IP address or a host name", default: "0.0.0.0" }),
  LOG_LEVEL: Type.Optional(Type.Enum(["info", "debug"], { description: "one of info, debug" })),
  DOCS: Type.Boolean({ default: false }),
});
const requiredInProduction = ["TRUST_PROXY", "MASTER_KEY"];

describe("readSettings", () => {
  it("converts text to the schema's types and fills its defaults", () => {
    expect(readSettings(Settings, { NODE_ENV: "test", PORT: "8080", DOCS: "true" })).toEqual({
      NODE_ENV: "test",
      PORT: 8080,
      HOST: "0.0.0.0",
      DOCS: true,
    });
  });

  it("is typed as the schema's Static, so a caller can declare its result with it", () => {
    expectTypeOf(readSettings(Settings, { NODE_ENV: "test" })).toEqualTypeOf<Static<typeof Settings>>();
    expectTypeOf(readSettings(Settings, { NODE_ENV: "test" }).PORT).toEqualTypeOf<number | undefined>();
  });

  it("takes an empty variable for an absent one, as NAME= in .env means", () => {
    expect(readSettings(Settings, { NODE_ENV: "test", PORT: " ", HOST: "" })).toEqual({
      NODE_ENV: "test",
      HOST: "0.0.0.0",
      DOCS: false,
    });
  });

  it("names every wrong variable in one message, a pattern or a list by its description", () => {
    expect(() => readSettings(Settings, { NODE_ENV: "test", PORT: "http", HOST: "a host", LOG_LEVEL: "loud" })).toThrow(
      'PORT must be integer, got "http"; HOST must be an IP address or a host name, got "a host"; LOG_LEVEL must be one of info, debug, got "loud"',
    );
  });

  it("names every variable production requires that is missing, and only in production", () => {
    expect(() => readSettings(Settings, { TRUST_PROXY: "" }, { requiredInProduction })).toThrow(
      "Missing in production: TRUST_PROXY, MASTER_KEY. Set them in the environment (see .env.example).",
    );
    expect(readSettings(Settings, { NODE_ENV: "development" }, { requiredInProduction }).NODE_ENV).toBe("development");
    expect(readSettings(Settings, { TRUST_PROXY: "false", MASTER_KEY: "k" }, { requiredInProduction }).NODE_ENV).toBe(
      "production",
    );
  });
});

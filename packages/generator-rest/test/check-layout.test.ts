import { describe, expect, it } from "vitest";
import { checkLayout } from "../src/render/check-layout.js";

const templates = [
  "_gitignore",
  "package.json",
  "test/app.test.ts",
  "src/app.ts",
  "src/store/store.ts",
  "src/api/users/routes.ts",
];

describe("checkLayout", () => {
  it("accepts folders that land on nothing else", () => {
    expect(() => checkLayout(templates, { srcDir: "src", apiDir: "api" })).not.toThrow();
    expect(() => checkLayout(templates, { srcDir: "lib", apiDir: "endpoints" })).not.toThrow();
  });

  it("refuses a source folder that is another folder of the project", () => {
    expect(() => checkLayout(templates, { srcDir: "test", apiDir: "api" })).toThrow(
      '--src-dir "test" is already a folder of the project; choose another name.',
    );
    expect(() => checkLayout(templates, { srcDir: "node_modules", apiDir: "api" })).toThrow(/--src-dir "node_modules"/);
    expect(() => checkLayout(templates, { srcDir: "dist", apiDir: "api" })).toThrow(/--src-dir "dist"/);
  });

  it("refuses an API folder that is another folder of the sources", () => {
    expect(() => checkLayout(templates, { srcDir: "lib", apiDir: "store" })).toThrow(
      '--api-dir "store" is already a folder of lib/; choose another name.',
    );
  });
});

import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "webhooks-methods",
    include: ["test/**/*.test.ts"],
  },
});

import { defineConfig } from "vitest/config";

// `npx vitest --project unit` runs in seconds; `e2e` generates real projects and runs them.
export default defineConfig({
  test: {
    projects: ["vitest.unit.config.ts", "vitest.e2e.config.ts"],
  },
});

/**
 * The environment a user's shell would give a generated project: without the variables
 * this test runner sets for itself (NODE_ENV=test, VITEST_*), which would change how the
 * project's own scripts and tests behave.
 */
export function projectEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== "NODE_ENV" && !/^_*VITEST/.test(key)),
  );
  return { ...env, NO_COLOR: "1", FORCE_COLOR: "0", ...extra };
}

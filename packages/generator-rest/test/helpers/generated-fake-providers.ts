import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** The part of a generated project's `test/fake-providers.ts` these tests drive. */
export interface GeneratedFakeProviders {
  env: Record<string, string>;
  addAccount(
    token: string,
    account: { id: string; email?: string; name?: string },
    grant?: { clientId?: string },
  ): void;
  signInBrowser(account: { id: string; email?: string; name?: string }): void;
  close(): Promise<void>;
}

interface FakeProvidersModule {
  startFakeProviders(): Promise<GeneratedFakeProviders>;
  otherApp: { id: string };
}

/** Starts the fake providers a generated project tests itself with, so a dev server can be pointed at them too. */
export async function startGeneratedFakeProviders(
  dir: string,
  srcDir: string,
): Promise<{ providers: GeneratedFakeProviders; otherAppId: string }> {
  const module = (await import(
    pathToFileURL(join(dir, srcDir, "test", "fake-providers.ts")).href
  )) as FakeProvidersModule;
  return { providers: await module.startFakeProviders(), otherAppId: module.otherApp.id };
}

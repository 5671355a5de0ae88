import type { GroupFacts } from "../group-context.js";
import { lines } from "./lines.js";

export type TestUser = "admin" | "ana" | "bob";

/** How a generated test declares and signs up its users. */
export interface SignUpsCode {
  import: string;
  /** `let ana: SignedUp;`, one a user. */
  declarations: string;
  /** The sign-ups in `beforeAll`. */
  calls: string;
}

const SIGN_UP: Record<TestUser, string> = {
  admin: '  admin = await signUp(app, "admin@example.com", { role: "admin", name: "Admin" });',
  ana: '  ana = await signUp(app, "ana@example.com", { name: "Ana" });',
  bob: '  bob = await signUp(app, "bob@example.com", { name: "Bob" });',
};

export function signUpsCode({ toSrc }: GroupFacts, users: readonly TestUser[]): SignUpsCode {
  return {
    import: lines(users.length > 0 && `import { signUp, type SignedUp } from "${toSrc}/test/sign-up.js";`),
    declarations: lines(...users.map((user) => `let ${user}: SignedUp;`)),
    calls: lines(...users.map((user) => SIGN_UP[user])),
  };
}

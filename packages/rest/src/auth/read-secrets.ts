type Env = Record<string, string | undefined>;

/** The NODE_ENV an app runs in; only "production" asks more of the secrets. */
export type Mode = "development" | "test" | "production";

// 32 characters of base64 carry 192 bits; a secret must look at least half that random.
const minLength = 32;
const minBits = 96;
// Eight characters seen twice: a repeated word. 128 random hex digits hold such a pair about twice in a million
// secrets (six characters failed one secret in 4,000, so `openssl rand -hex 64` was refused now and then).
const repeated = /(.{8}).*\1/s;

/**
 * MASTER_KEY and JWT_SECRET. JWT_SECRET signs tokens (HS256 is only as strong as its key), so it is
 * always long; in production both must be long, random-looking and different, as the generator writes them.
 */
export function readSecrets(env: Env, mode: Mode): { masterKey: string; jwtSecret: string } {
  const masterKey = required(env, "MASTER_KEY");
  const jwtSecret = required(env, "JWT_SECRET");
  if (jwtSecret.length < minLength) throw new Error(`JWT_SECRET must be at least ${minLength} characters long`);
  if (mode === "production") {
    checkRandom("MASTER_KEY", masterKey);
    checkRandom("JWT_SECRET", jwtSecret);
    if (masterKey === jwtSecret)
      throw new Error("MASTER_KEY and JWT_SECRET must differ: a leaked key would then forge tokens");
  }
  return { masterKey, jwtSecret };
}

function required(env: Env, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is missing: set it in .env (see .env.example)`);
  return value;
}

function checkRandom(name: string, secret: string): void {
  if (secret.length < minLength || estimatedBits(secret) < minBits || repeated.test(secret)) {
    throw new Error(`${name} must be a long random secret in production, e.g. from: openssl rand -base64 32`);
  }
}

/** The secret's length times the Shannon entropy of its characters: low for repeated or word-like text. */
export function estimatedBits(secret: string): number {
  const counts = new Map<string, number>();
  for (const char of secret) counts.set(char, (counts.get(char) ?? 0) + 1);
  const length = [...secret].length;
  let bitsPerChar = 0;
  for (const count of counts.values()) bitsPerChar -= (count / length) * Math.log2(count / length);
  return bitsPerChar * length;
}

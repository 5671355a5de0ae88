/** E-mails are kept trimmed and lower-cased, so sign-in and uniqueness ignore case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

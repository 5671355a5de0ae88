/** The `authorization` header of a sign-in with e-mail and password (HTTP Basic, UTF-8). */
export function basicAuth(email: string, password: string): string {
  const bytes = new TextEncoder().encode(`${email}:${password}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}

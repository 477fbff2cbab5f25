/** Is a browser origin allowed to open the socket? Same host always is; others must be on the allowlist. */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowlist: string[],
): boolean {
  if (!origin) return true; // non-browser clients send no Origin
  try {
    const url = new URL(origin);
    return url.host === host || allowlist.includes(origin);
  } catch {
    return false;
  }
}

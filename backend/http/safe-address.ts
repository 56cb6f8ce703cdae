// Error texts of outside calls go to the log, to the database (a lead's last delivery error, a feed's
// last error) and to the staff's screens. The addresses inside them must not carry what the query or
// the user-info holds: the sales system's query is the lead itself (name, phone), a feed's the access
// token, and a user:password@ address the password.

/**
 * The text with every http(s) address in it cut to its scheme, host and path, and each of `secrets` (a
 * webhook's key, which is a path's part, or a token an answer quotes) replaced by «***».
 */
export function withoutSecrets(text: string, secrets: readonly string[] = []): string {
  const cut = text.replace(/\bhttps?:\/\/[^\s"'<>]+?(?=[.,;:)]*(?:[\s"'<>]|$))/gi, (address) => {
    try {
      const url = new URL(address);
      return `${url.protocol}//${url.host}${url.pathname}`;
    } catch {
      return "(адрес скрыт)";
    }
  });
  return withoutTexts(cut, secrets);
}

/** The text with each of `secrets` replaced by «***» (an answer quoting a token, an address holding a key). */
export function withoutTexts(text: string, secrets: readonly string[]): string {
  return secrets.reduce((safe, secret) => (secret ? safe.split(secret).join("***") : safe), text);
}

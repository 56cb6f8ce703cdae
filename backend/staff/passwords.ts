// Staff passwords: node's built-in scrypt (memory-hard, no native add-on to build), a random 16-byte
// salt per password, the parameters stored with the hash so they can be raised later, and a
// timing-safe comparison (docs/decisions/0034-staff-passwords-and-sessions.md).
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** The shortest password the CLI accepts. */
export const minPasswordLength = 12;
/** The longest: scrypt takes any length, but a megabyte "password" is only a way to burn CPU. */
export const maxPasswordLength = 256;

// N = 2^15, r = 8: 32 MiB and ~50–100 ms per hash on this class of machine (OWASP's scrypt minimum is 2^17 × 8 / p 1 with 128 MiB;
// we keep 32 MiB so several sign-ins at once cannot exhaust a small server's memory).
const defaults = { N: 2 ** 15, r: 8, p: 1 };
const keyLength = 64;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** The stored form of a password: `scrypt$N$r$p$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, defaults);
  return ["scrypt", defaults.N, defaults.r, defaults.p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** Whether a password matches a stored hash; a malformed hash matches nothing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20) return false;
  const salt = Buffer.from(parts[4] ?? "", "base64");
  const expected = Buffer.from(parts[5] ?? "", "base64");
  if (expected.length !== keyLength) return false;
  const actual = await derive(password, salt, { N, r, p });
  return timingSafeEqual(actual, expected);
}

// Checked when the e-mail has no account, so an unknown address costs as long as a wrong password
// and the answer's timing tells nothing about which addresses exist.
let decoy: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(18).toString("base64"));
  await verifyPassword(password, await decoy);
  return false;
}

/** Why a new password is refused, in Russian; null when it is fine. */
export function passwordProblem(password: string): string | null {
  if (password.length < minPasswordLength) return `Пароль должен быть не короче ${minPasswordLength} символов`;
  if (password.length > maxPasswordLength) return `Пароль должен быть не длиннее ${maxPasswordLength} символов`;
  if (password.trim() !== password) return "Пароль не должен начинаться или заканчиваться пробелом";
  return null;
}

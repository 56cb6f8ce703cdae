// A car's id in addresses without its VIN (docs/decisions/0091): the feed's own id when it gives one
// that is not a VIN, otherwise 16 hex digits of HMAC-SHA256(secret, dealer + VIN). The secret is the
// operator's STOCK_ID_SECRET or, when unset, a random one kept in the database (site_secrets), made
// once by the first process (car-id-secret.ts): stable across restarts and processes, never in the code.
import { createHmac } from "node:crypto";

/** What turns a VIN into an id: the secret and the dealer whose cars these are. */
export type CarIdKey = { secret: string; dealer: string };

/** A run of 17 characters a VIN is made of (no I, O, Q), in any case: text that must never be an address. */
const vinLike = /[A-HJ-NPR-Z0-9]{17}/i;

/** True when the text holds a VIN (or something a reader could not tell from one). */
export function holdsVin(text: string): boolean {
  return vinLike.test(text);
}

/** The VIN's letters and digits in capitals, as the old ids held them («KMU MB81D…» and «kmumb81d…» are one). */
export function plainVin(vin: string): string {
  return vin.replace(/[^A-Za-z0-9]/g, "").toUpperCase();
}

/** 16 hex digits of HMAC-SHA256 of dealer and VIN: the same car of the same dealer has the same id on every read. */
export function hashedCarId(vin: string, key: CarIdKey): string {
  return createHmac("sha256", key.secret)
    .update(`${key.dealer}\n${plainVin(vin)}`)
    .digest("hex")
    .slice(0, 16);
}

/**
 * The feed's part of a car's id: its own id unless it is missing or holds a VIN (Auto.ru dealers often
 * write the VIN as `unique_id`); then the keyed hash of the VIN (the one the id held, or the car's).
 */
export function feedCarId(ownId: string | undefined, vin: string, key: CarIdKey): string {
  if (ownId !== undefined && ownId !== "" && !holdsVin(ownId)) return ownId;
  return hashedCarId(ownId && holdsVin(ownId) ? ownId : vin, key);
}

/**
 * The id an old address held a VIN in (`a-KMUMB81DXNU000001`, before docs/decisions/0091) is now known by;
 * null for any other id.
 */
export function idOfOldVinId(id: string, key: CarIdKey): string | null {
  const match = /^([una])-([A-Za-z0-9]{17})$/.exec(id);
  if (!match?.[1] || !match[2] || !holdsVin(match[2])) return null;
  return `${match[1]}-${hashedCarId(match[2], key)}`;
}

/** A key for tests and the benchmark only: the site always takes its secret from carIdSecret. */
export const testCarIdKey: CarIdKey = { secret: "test-secret-of-car-ids", dealer: "GNS-KHM-01" };

// The city and dealer a request names must be a real pair: a dealer of that city (and, for a test
// drive, one that takes test drives). Without this check a tampered form passed any numbers on to the
// sales system, which would route the lead to no one.
import { leadMessages, type LeadType } from "@contract/leads";
import { eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { cities, dealers } from "./schema";

/** The fields' Russian messages when the request's city and dealer do not go together; null when they do, or name none. */
export function createPlaceCheck(db: Db) {
  return async (input: Record<string, unknown>, kind: LeadType): Promise<Record<string, string> | null> => {
    const { city, dealer } = input;
    if (typeof dealer !== "number")
      return typeof city === "number" && !(await cityExists(db, city)) ? { city: leadMessages.cityRequired } : null;
    const [row] = await db
      .select({ cityId: dealers.cityId, testDrive: dealers.testDrive })
      .from(dealers)
      .where(eq(dealers.id, dealer))
      .limit(1);
    if (!row) return { dealer: leadMessages.dealerRequired };
    if (typeof city === "number" && row.cityId !== city) return { dealer: leadMessages.dealerNotInCity };
    if (kind === "test-drive" && !row.testDrive) return { dealer: leadMessages.dealerNoTestDrive };
    return null;
  };
}

async function cityExists(db: Db, city: number): Promise<boolean> {
  const [row] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, city)).limit(1);
  return row !== undefined;
}

import type { Db } from "../db/database";
import { testDriveCarSeed, testDriveHolidaySeed, testDriveHoursSeed } from "./content/test-drive-fleet";
import { testDriveCars, testDriveHolidays, testDriveHours } from "./schema";

/** Inserts the test-drive dealers' hours, their cars and the holidays; rows already there are left as they are. */
export async function seedTestDrive(db: Db): Promise<void> {
  await db.insert(testDriveHours).values(testDriveHoursSeed).onConflictDoNothing();
  await db.insert(testDriveCars).values(testDriveCarSeed).onConflictDoNothing();
  await db.insert(testDriveHolidays).values(testDriveHolidaySeed).onConflictDoNothing();
}

-- The test-drive fleet's versions in Russian, named as the site names the packages («2.5T, полный привод,
-- Премиум» for «2.5T AWD, Premium»): staff and visitors read them. A row an operator has changed is left.
UPDATE "test_drive_cars" SET "version" = '2.0T, полный привод, Элит' WHERE "id" = 101 AND "version" = '2.0T AWD, Elite';
--> statement-breakpoint
UPDATE "test_drive_cars" SET "version" = '2.5T, полный привод, Премиум' WHERE "id" = 102 AND "version" = '2.5T AWD, Premium';
--> statement-breakpoint
UPDATE "test_drive_cars" SET "version" = '2.5T, полный привод, Элит' WHERE "id" = 103 AND "version" = '2.5T AWD, Luxury';
--> statement-breakpoint
UPDATE "test_drive_cars" SET "version" = '3.5T, полный привод, Спорт Престиж' WHERE "id" = 104 AND "version" = '3.5T AWD, Royal';
--> statement-breakpoint
UPDATE "test_drive_cars" SET "version" = '3.5T, полный привод, Престиж' WHERE "id" = 105 AND "version" = '3.5T AWD, Prestige';
--> statement-breakpoint
UPDATE "test_drive_cars" SET "version" = '2.5T, полный привод, Спорт' WHERE "id" = 301 AND "version" = '2.0T AWD, Sport';
--> statement-breakpoint
UPDATE "test_drive_cars" SET "version" = '3.5T, полный привод, Спорт' WHERE "id" = 302 AND "version" = '2.5T AWD, Sport';
--> statement-breakpoint
UPDATE "test_drive_cars" SET "version" = '2.5T, полный привод, Престиж' WHERE "id" = 303 AND "version" = '2.5T AWD, Luxury';
--> statement-breakpoint
UPDATE "test_drive_cars" SET "version" = '2.5T, полный привод, Премиум' WHERE "id" = 501 AND "version" = '2.5T AWD, Premium';
--> statement-breakpoint
UPDATE "test_drive_cars" SET "version" = '2.5T, полный привод, Премиум' WHERE "id" = 502 AND "version" = '2.5T AWD, Premium';
--> statement-breakpoint
UPDATE "test_drive_cars" SET "version" = '3.5T, полный привод, Спорт Престиж' WHERE "id" = 503 AND "version" = '3.5T AWD, Luxury';
--> statement-breakpoint
UPDATE "test_drive_cars" SET "version" = '2.5T, полный привод, Элит' WHERE "id" = 601 AND "version" = '2.5T AWD, Advance';
--> statement-breakpoint
UPDATE "test_drive_cars" SET "version" = '2.5T, полный привод, Премиум' WHERE "id" = 602 AND "version" = '2.5T AWD, Premium';
--> statement-breakpoint
UPDATE "test_drive_cars" SET "version" = '2.0T, полный привод, Премиум' WHERE "id" = 701 AND "version" = '2.0T AWD, Advance';
--> statement-breakpoint
UPDATE "test_drive_cars" SET "version" = '2.5T, полный привод, Премиум' WHERE "id" = 702 AND "version" = '2.5T AWD, Premium';
--> statement-breakpoint
UPDATE "test_drive_cars" SET "version" = '2.5T, полный привод, Премиум' WHERE "id" = 703 AND "version" = '2.5T AWD, Premium';
--> statement-breakpoint
UPDATE "test_drive_cars" SET "version" = '2.5T, полный привод, Премиум' WHERE "id" = 801 AND "version" = '2.5T AWD, Premium';
--> statement-breakpoint
UPDATE "test_drive_cars" SET "version" = '3.5T, полный привод, Спорт Престиж' WHERE "id" = 802 AND "version" = '3.5T AWD, Luxury';

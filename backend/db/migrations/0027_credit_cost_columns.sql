-- What the full cost of credit is computed from moves into the programs' rows (docs/decisions/0097, addendum):
-- a one-off commission and a life insurance premium in percent of the credit, and the lender. Null: the
-- program is offered without a rate, as a program without an entry in the old credit-costs.ts was.
ALTER TABLE "credit_programs" ADD COLUMN "fee_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "credit_programs" ADD COLUMN "insurance_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "credit_programs" ADD COLUMN "lender" text;--> statement-breakpoint
ALTER TABLE "credit_programs" ADD CONSTRAINT "credit_programs_fee_check" CHECK ("credit_programs"."fee_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "credit_programs" ADD CONSTRAINT "credit_programs_insurance_check" CHECK ("credit_programs"."insurance_percent" between 0 and 100);--> statement-breakpoint
-- A database seeded before keeps its rows (the seed never overwrites): its sample programs get the values
-- backend/directory/content/credit-costs.ts gave them until now; the seed writes them for a new database.
UPDATE "credit_programs" SET "fee_percent" = 0, "insurance_percent" = 0, "lender" = 'Genesis Finance' WHERE "id" = 1 AND "name" = 'Genesis Finance Стандарт' AND "lender" IS NULL;--> statement-breakpoint
UPDATE "credit_programs" SET "fee_percent" = 0, "insurance_percent" = 1, "lender" = 'Genesis Finance' WHERE "id" = 6 AND "name" = 'Genesis Finance: субсидированная ставка' AND "lender" IS NULL;--> statement-breakpoint
UPDATE "credit_programs" SET "fee_percent" = 0, "insurance_percent" = 0, "lender" = 'Genesis Finance' WHERE "id" = 2 AND "name" = 'Genesis Finance с остаточным платежом' AND "lender" IS NULL;--> statement-breakpoint
UPDATE "credit_programs" SET "fee_percent" = 2, "insurance_percent" = 0, "lender" = 'Эталон Банк' WHERE "id" = 3 AND "name" = 'Быстрое решение' AND "lender" IS NULL;--> statement-breakpoint
UPDATE "credit_programs" SET "fee_percent" = 0, "insurance_percent" = 0, "lender" = 'Меридиан Банк' WHERE "id" = 4 AND "name" = 'Лёгкий старт' AND "lender" IS NULL;

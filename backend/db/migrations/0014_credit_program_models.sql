-- The models a credit program is for, as model codes; empty (every program stored before) means every
-- model (docs/decisions/0058). The seed adds the 5,9 % program of the «Genesis Finance» offer for G70,
-- GV70 and the new G80.
ALTER TABLE "credit_programs" ADD COLUMN "models" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
-- A database seeded before keeps its rows (the seed never overwrites): its residual-payment program
-- is limited here to the GV80 and G90 its offer names, as the seed now writes it.
UPDATE "credit_programs" SET "models" = '{gv80,g90}' WHERE "id" = 2 AND "name" = 'Genesis Finance с остаточным платежом' AND "models" = '{}';

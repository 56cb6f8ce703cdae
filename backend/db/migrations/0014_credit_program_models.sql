-- The models a credit program is for, as model codes; empty (every program stored before) means every
-- model (docs/decisions/0058). The seed adds the 5,9 % program of the «Genesis Finance» offer for G70,
-- GV70 and the new G80.
ALTER TABLE "credit_programs" ADD COLUMN "models" text[] DEFAULT '{}'::text[] NOT NULL;

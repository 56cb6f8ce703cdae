CREATE TABLE "staff_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sign_in_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"client" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_comments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"staff_id" uuid,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lead_comments_body_length_check" CHECK (char_length("lead_comments"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "personal_data_access" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" uuid,
	"staff_email" text NOT NULL,
	"action" text NOT NULL,
	"lead_id" uuid,
	"detail" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "personal_data_access_action_check" CHECK ("personal_data_access"."action" in ('list', 'view', 'export', 'erase', 'retention'))
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "work_state" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "work_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "staff_search" text GENERATED ALWAYS AS (search_fold(name || ' ' || coalesce(surname, ''))) STORED;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_work_state_check" CHECK ("leads"."work_state" in ('new', 'in_progress', 'done', 'spam'));--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_comments" ADD CONSTRAINT "lead_comments_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_comments" ADD CONSTRAINT "lead_comments_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_access" ADD CONSTRAINT "personal_data_access_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_id_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_sign_in_failures_account_idx" ON "staff_sign_in_failures" USING btree ("account","at");--> statement-breakpoint
CREATE INDEX "staff_sign_in_failures_client_idx" ON "staff_sign_in_failures" USING btree ("client","at");--> statement-breakpoint
CREATE INDEX "lead_comments_lead_id_idx" ON "lead_comments" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "personal_data_access_at_idx" ON "personal_data_access" USING btree ("at");--> statement-breakpoint
CREATE INDEX "personal_data_access_lead_id_idx" ON "personal_data_access" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "leads_work_state_idx" ON "leads" USING btree ("work_state","created_at");

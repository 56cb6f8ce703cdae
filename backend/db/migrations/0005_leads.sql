CREATE TABLE "crm_receipts" (
	"lead_id" text PRIMARY KEY NOT NULL,
	"lead_type" text,
	"model" text,
	"file" text,
	"city" text,
	"dealer" text,
	"name" text NOT NULL,
	"surname" text,
	"phone" text NOT NULL,
	"email" text,
	"agree" text,
	"received_count" integer DEFAULT 1 NOT NULL,
	"first_received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_outbox" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lead_type" text NOT NULL,
	"model" text,
	"city" integer,
	"dealer" integer,
	"name" text NOT NULL,
	"surname" text,
	"phone" text NOT NULL,
	"email" text,
	"agree" boolean NOT NULL,
	"details" jsonb NOT NULL,
	"consent_version" text NOT NULL,
	"page" text,
	"place" text,
	"utm" jsonb NOT NULL,
	"client_ip" text,
	"user_agent" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"delivered_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "leads_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "leads_lead_type_check" CHECK ("leads"."lead_type" in ('test-drive', 'service', 'order', 'trade-in')),
	CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('new', 'delivered', 'needs_attention')),
	CONSTRAINT "leads_user_agent_length_check" CHECK (char_length("leads"."user_agent") <= 300)
);
--> statement-breakpoint
ALTER TABLE "lead_outbox" ADD CONSTRAINT "lead_outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_outbox_next_attempt_idx" ON "lead_outbox" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE INDEX "leads_pending_idx" ON "leads" USING btree ("status","created_at") WHERE "leads"."status" <> 'delivered';--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
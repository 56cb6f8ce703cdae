CREATE TABLE "lead_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"recipient_id" uuid,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"reason" text NOT NULL,
	"include_personal" boolean NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_notifications_once" UNIQUE("lead_id","recipient_id","reason"),
	CONSTRAINT "lead_notifications_channel_check" CHECK ("lead_notifications"."channel" in ('email', 'telegram')),
	CONSTRAINT "lead_notifications_reason_check" CHECK ("lead_notifications"."reason" in ('new', 'escalation')),
	CONSTRAINT "lead_notifications_status_check" CHECK ("lead_notifications"."status" in ('pending', 'sent', 'needs_attention'))
);
--> statement-breakpoint
CREATE TABLE "notification_recipients" (
	"id" uuid PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"lead_types" text[] NOT NULL,
	"include_personal" boolean DEFAULT false NOT NULL,
	"escalations" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_recipients_address_unique" UNIQUE("channel","address"),
	CONSTRAINT "notification_recipients_channel_check" CHECK ("notification_recipients"."channel" in ('email', 'telegram'))
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_opened_by" text;--> statement-breakpoint
ALTER TABLE "lead_notifications" ADD CONSTRAINT "lead_notifications_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notifications" ADD CONSTRAINT "lead_notifications_recipient_id_notification_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."notification_recipients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notifications_lead_idx" ON "lead_notifications" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "lead_notifications_pending_idx" ON "lead_notifications" USING btree ("channel","next_attempt_at") WHERE "lead_notifications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "lead_notifications_status_idx" ON "lead_notifications" USING btree ("channel","status","sent_at");--> statement-breakpoint
CREATE INDEX "lead_notifications_failure_idx" ON "lead_notifications" USING btree ("channel","last_attempt_at") WHERE "lead_notifications"."last_error" is not null;
-- Staff roles (issue 36). Every account that exists when this runs becomes an admin: before roles, every
-- account could do everything, so nobody loses what they could do on upgrade. An admin then gives each
-- account its role on /staff/accounts (or `npm run staff -- role EMAIL ROLE`).
CREATE TABLE "staff_invites" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "staff_invites_role_check" CHECK ("staff_invites"."role" in ('admin', 'marketing', 'sales', 'service', 'hr'))
);
--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "role" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
CREATE INDEX "staff_invites_email_idx" ON "staff_invites" USING btree ("email");--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_role_check" CHECK ("staff_accounts"."role" in ('admin', 'marketing', 'sales', 'service', 'hr'));
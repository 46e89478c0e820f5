CREATE TABLE "calendar_event_attendees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" text,
	"contact_id" uuid
);
--> statement-breakpoint
CREATE TABLE "calendar_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"organization_id" uuid NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"location" text,
	"notes" text,
	"transaction_id" uuid,
	"contact_id" uuid,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"rrule" text,
	"recurs_until" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feed_tokens" (
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "calendar_feed_tokens_user_id_pk" PRIMARY KEY("user_id")
);
--> statement-breakpoint
ALTER TABLE "calendar_event_attendees" ADD CONSTRAINT "calendar_event_attendees_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_event_attendees" ADD CONSTRAINT "calendar_event_attendees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_event_attendees" ADD CONSTRAINT "calendar_event_attendees_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_event_attendees_event_idx" ON "calendar_event_attendees" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "calendar_event_attendees_user_idx" ON "calendar_event_attendees" USING btree ("user_id","event_id") WHERE "calendar_event_attendees"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "calendar_events_org_time_idx" ON "calendar_events" USING btree ("organization_id","starts_at");--> statement-breakpoint
CREATE INDEX "calendar_events_owner_time_idx" ON "calendar_events" USING btree ("owner_id","starts_at");--> statement-breakpoint
CREATE INDEX "calendar_events_tx_idx" ON "calendar_events" USING btree ("transaction_id") WHERE "calendar_events"."transaction_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_tokens_hash_uq" ON "calendar_feed_tokens" USING btree ("token_hash");
--> statement-breakpoint
CREATE TRIGGER calendar_events_bump_version BEFORE UPDATE ON calendar_events FOR EACH ROW EXECUTE FUNCTION bump_record_version();--> statement-breakpoint
-- The calendar reads deal dates and tasks by day across a whole scope (a broker's month, ADR 0100): ordered
-- range scans, so a big brokerage's month stops after the first answer's worth of rows. Kept here, not in
-- transaction-work.schema.ts, because that table belongs to the transactions module; re-add when regenerating.
CREATE INDEX "calendar_transaction_dates_day_idx" ON "transaction_dates" USING btree ("date","id") WHERE "date" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "calendar_transaction_tasks_day_idx" ON "transaction_tasks" USING btree ("due_date","id") WHERE "due_date" IS NOT NULL;

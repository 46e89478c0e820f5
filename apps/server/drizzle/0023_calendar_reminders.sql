CREATE TABLE "calendar_event_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"occurrence" text NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"title" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"source" text NOT NULL,
	"item_key" text NOT NULL,
	"occurrence" text NOT NULL,
	"lead_minutes" integer NOT NULL,
	"channel" text NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"all_day" boolean NOT NULL,
	"transaction_id" uuid,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_user_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"time_zone" text,
	"event_reminder_minutes" integer[] NOT NULL,
	"deadline_reminder_days" integer[] NOT NULL,
	"remind_in_app" boolean NOT NULL,
	"remind_by_email" boolean NOT NULL,
	"morning_agenda" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "reminder_minutes" integer[];--> statement-breakpoint
ALTER TABLE "outbound_emails" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_event_exceptions" ADD CONSTRAINT "calendar_event_exceptions_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_reminders" ADD CONSTRAINT "calendar_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_user_settings" ADD CONSTRAINT "calendar_user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_event_exceptions_uq" ON "calendar_event_exceptions" USING btree ("event_id","occurrence");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_reminders_once_uq" ON "calendar_reminders" USING btree ("user_id","source","item_key","occurrence","lead_minutes","channel");--> statement-breakpoint
CREATE INDEX "calendar_reminders_inbox_idx" ON "calendar_reminders" USING btree ("user_id","created_at") WHERE "calendar_reminders"."channel" = 'in_app';--> statement-breakpoint
CREATE INDEX "calendar_events_upcoming_idx" ON "calendar_events" USING btree ("starts_at") WHERE "calendar_events"."cancelled_at" is null and "calendar_events"."rrule" is null;--> statement-breakpoint
CREATE INDEX "calendar_events_series_idx" ON "calendar_events" USING btree ("recurs_until") WHERE "calendar_events"."cancelled_at" is null and "calendar_events"."rrule" is not null;
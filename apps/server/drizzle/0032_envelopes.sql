CREATE TABLE "envelope_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"envelope_id" uuid NOT NULL,
	"recipient_id" uuid,
	"action" text NOT NULL,
	"actor_name" text NOT NULL,
	"actor_email" text,
	"ip_address" text,
	"user_agent" text,
	"detail" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "envelope_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"envelope_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"page" integer NOT NULL,
	"x" real NOT NULL,
	"y" real NOT NULL,
	"width" real NOT NULL,
	"height" real NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"value" jsonb,
	CONSTRAINT "envelope_fields_kind_check" CHECK ("envelope_fields"."kind" in ('signature', 'initials', 'date_signed', 'text', 'checkbox'))
);
--> statement-breakpoint
CREATE TABLE "envelope_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"envelope_id" uuid NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" text,
	"participant_id" uuid,
	"name" text NOT NULL,
	"email" text,
	"role" text NOT NULL,
	"routing_order" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"token_hash" text,
	"token_generation" integer DEFAULT 0 NOT NULL,
	"consented_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"declined_reason" text,
	"signed_by_user_id" text,
	CONSTRAINT "envelope_recipients_kind_check" CHECK ("envelope_recipients"."kind" in ('member', 'participant', 'outside', 'brokerage')),
	CONSTRAINT "envelope_recipients_role_check" CHECK ("envelope_recipients"."role" in ('signer', 'approver', 'viewer')),
	CONSTRAINT "envelope_recipients_status_check" CHECK ("envelope_recipients"."status" in ('waiting', 'sent', 'completed', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "envelopes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"organization_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"document_version" integer NOT NULL,
	"title" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"current_order" integer,
	"expires_in_days" integer DEFAULT 30 NOT NULL,
	"expires_at" timestamp with time zone,
	"void_reason" text,
	"sealed_document_version" integer,
	"created_by" text,
	"sent_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "envelopes_status_check" CHECK ("envelopes"."status" in ('draft', 'sent', 'completed', 'declined', 'voided', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "document_versions" DROP CONSTRAINT "document_versions_source_check";--> statement-breakpoint
ALTER TABLE "envelope_events" ADD CONSTRAINT "envelope_events_envelope_id_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."envelopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelope_events" ADD CONSTRAINT "envelope_events_recipient_id_envelope_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."envelope_recipients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelope_fields" ADD CONSTRAINT "envelope_fields_envelope_id_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."envelopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelope_fields" ADD CONSTRAINT "envelope_fields_recipient_id_envelope_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."envelope_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelope_recipients" ADD CONSTRAINT "envelope_recipients_envelope_id_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."envelopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelope_recipients" ADD CONSTRAINT "envelope_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelope_recipients" ADD CONSTRAINT "envelope_recipients_participant_id_transaction_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."transaction_participants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelope_recipients" ADD CONSTRAINT "envelope_recipients_signed_by_user_id_users_id_fk" FOREIGN KEY ("signed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelopes" ADD CONSTRAINT "envelopes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelopes" ADD CONSTRAINT "envelopes_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelopes" ADD CONSTRAINT "envelopes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "envelope_events_envelope_idx" ON "envelope_events" USING btree ("envelope_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "envelope_fields_key_uq" ON "envelope_fields" USING btree ("envelope_id","key");--> statement-breakpoint
CREATE INDEX "envelope_fields_recipient_idx" ON "envelope_fields" USING btree ("recipient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "envelope_recipients_key_uq" ON "envelope_recipients" USING btree ("envelope_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "envelope_recipients_token_uq" ON "envelope_recipients" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "envelope_recipients_user_idx" ON "envelope_recipients" USING btree ("user_id") WHERE "envelope_recipients"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "envelope_recipients_brokerage_idx" ON "envelope_recipients" USING btree ("kind") WHERE "envelope_recipients"."status" = 'sent' and "envelope_recipients"."kind" = 'brokerage';--> statement-breakpoint
CREATE INDEX "envelopes_document_idx" ON "envelopes" USING btree ("document_id","created_at");--> statement-breakpoint
CREATE INDEX "envelopes_open_idx" ON "envelopes" USING btree ("expires_at") WHERE "envelopes"."status" = 'sent';--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_source_check" CHECK ("document_versions"."source" in ('upload', 'image', 'generated', 'sealed'));--> statement-breakpoint
CREATE TRIGGER envelopes_bump_version BEFORE UPDATE ON envelopes FOR EACH ROW EXECUTE FUNCTION bump_record_version();

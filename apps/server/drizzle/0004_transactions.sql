CREATE TABLE "checklist_template_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"requires_document" boolean DEFAULT false NOT NULL,
	"only_if_built_before_1978" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklist_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"type" text NOT NULL,
	"side" text NOT NULL,
	"name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"requested_by" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"summary" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_checklist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"template_key" text,
	"title" text NOT NULL,
	"description" text,
	"required" boolean DEFAULT true NOT NULL,
	"requires_document" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"due_date" date,
	"status" text DEFAULT 'pending' NOT NULL,
	"document_id" uuid,
	"document_name" text,
	"note" text,
	"submitted_by" text,
	"submitted_at" timestamp with time zone,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"submission_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_dates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"date" date,
	"anchor_key" text,
	"offset_days" integer DEFAULT 0 NOT NULL,
	"business_days" boolean DEFAULT false NOT NULL,
	"roll" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"mentions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"title" text NOT NULL,
	"date_key" text,
	"offset_days" integer DEFAULT 0 NOT NULL,
	"due_date" date,
	"assignee_id" text,
	"completed_at" timestamp with time zone,
	"completed_by" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role_key" text,
	"note" text,
	"assigned_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"user_id" text,
	"contact_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"company" text,
	"roles" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text,
	"override" boolean DEFAULT false NOT NULL,
	"changed_by" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"owner_id" text NOT NULL,
	"team_id" uuid,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"side" text NOT NULL,
	"status" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"mls_number" text,
	"property_type" text,
	"beds" integer,
	"baths" double precision,
	"square_feet" integer,
	"year_built" integer,
	"list_price_cents" bigint,
	"offer_price_cents" bigint,
	"sale_price_cents" bigint,
	"earnest_money_cents" bigint,
	"financing_type" text,
	"commission" jsonb,
	"closing_date" date,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by" text,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_status_ck" CHECK ("transactions"."status" in ('draft', 'active', 'under_contract', 'closed', 'cancelled', 'withdrawn', 'expired')),
	CONSTRAINT "transactions_type_ck" CHECK ("transactions"."type" in ('purchase', 'sale', 'lease', 'referral')),
	CONSTRAINT "transactions_side_ck" CHECK ("transactions"."side" in ('buyer', 'seller', 'dual', 'landlord', 'tenant'))
);
--> statement-breakpoint
ALTER TABLE "checklist_template_items" ADD CONSTRAINT "checklist_template_items_template_id_checklist_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."checklist_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_templates" ADD CONSTRAINT "checklist_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_change_requests" ADD CONSTRAINT "transaction_change_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_change_requests" ADD CONSTRAINT "transaction_change_requests_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_change_requests" ADD CONSTRAINT "transaction_change_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_change_requests" ADD CONSTRAINT "transaction_change_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_checklist_items" ADD CONSTRAINT "transaction_checklist_items_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_checklist_items" ADD CONSTRAINT "transaction_checklist_items_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_checklist_items" ADD CONSTRAINT "transaction_checklist_items_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_dates" ADD CONSTRAINT "transaction_dates_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_notes" ADD CONSTRAINT "transaction_notes_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_notes" ADD CONSTRAINT "transaction_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_tasks" ADD CONSTRAINT "transaction_tasks_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_tasks" ADD CONSTRAINT "transaction_tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_tasks" ADD CONSTRAINT "transaction_tasks_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_tasks" ADD CONSTRAINT "transaction_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_assignments" ADD CONSTRAINT "transaction_assignments_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_assignments" ADD CONSTRAINT "transaction_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_assignments" ADD CONSTRAINT "transaction_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_participants" ADD CONSTRAINT "transaction_participants_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_participants" ADD CONSTRAINT "transaction_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_participants" ADD CONSTRAINT "transaction_participants_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_status_history" ADD CONSTRAINT "transaction_status_history_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_status_history" ADD CONSTRAINT "transaction_status_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checklist_template_items_uq" ON "checklist_template_items" USING btree ("template_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "checklist_templates_uq" ON "checklist_templates" USING btree ("organization_id","type","side");--> statement-breakpoint
CREATE INDEX "transaction_change_requests_requester_idx" ON "transaction_change_requests" USING btree ("requested_by","status","created_at");--> statement-breakpoint
CREATE INDEX "transaction_change_requests_tx_idx" ON "transaction_change_requests" USING btree ("transaction_id","status");--> statement-breakpoint
CREATE INDEX "transaction_checklist_items_tx_idx" ON "transaction_checklist_items" USING btree ("transaction_id","position");--> statement-breakpoint
CREATE INDEX "transaction_checklist_items_review_idx" ON "transaction_checklist_items" USING btree ("submitted_at","id") WHERE "transaction_checklist_items"."status" = 'submitted';--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_dates_key_uq" ON "transaction_dates" USING btree ("transaction_id","key");--> statement-breakpoint
CREATE INDEX "transaction_dates_open_idx" ON "transaction_dates" USING btree ("date") WHERE "transaction_dates"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "transaction_notes_tx_idx" ON "transaction_notes" USING btree ("transaction_id","created_at");--> statement-breakpoint
CREATE INDEX "transaction_tasks_tx_idx" ON "transaction_tasks" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "transaction_tasks_open_idx" ON "transaction_tasks" USING btree ("due_date") WHERE "transaction_tasks"."completed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_assignments_uq" ON "transaction_assignments" USING btree ("transaction_id","user_id");--> statement-breakpoint
CREATE INDEX "transaction_assignments_user_idx" ON "transaction_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "transaction_participants_tx_idx" ON "transaction_participants" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "transaction_participants_user_idx" ON "transaction_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "transaction_participants_contact_idx" ON "transaction_participants" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_participants_user_uq" ON "transaction_participants" USING btree ("transaction_id","user_id") WHERE "transaction_participants"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_participants_contact_uq" ON "transaction_participants" USING btree ("transaction_id","contact_id") WHERE "transaction_participants"."contact_id" is not null;--> statement-breakpoint
CREATE INDEX "transaction_status_history_tx_idx" ON "transaction_status_history" USING btree ("transaction_id","changed_at");--> statement-breakpoint
CREATE INDEX "transactions_org_updated_idx" ON "transactions" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "transactions_org_status_idx" ON "transactions" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "transactions_org_closing_idx" ON "transactions" USING btree ("organization_id","closing_date");--> statement-breakpoint
CREATE INDEX "transactions_owner_updated_idx" ON "transactions" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "transactions_team_idx" ON "transactions" USING btree ("team_id");
CREATE TABLE "deposit_ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"lease_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"entry_date" date NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_ledger_kind_ck" CHECK ("deposit_ledger_entries"."kind" in ('received', 'applied_to_balance', 'deduction', 'returned')),
	CONSTRAINT "deposit_ledger_amount_ck" CHECK ("deposit_ledger_entries"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "lease_tenants" (
	"lease_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lease_tenants_lease_id_contact_id_pk" PRIMARY KEY("lease_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "leases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"organization_id" uuid NOT NULL,
	"rental_property_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"agent_id" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"term_kind" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"move_in_date" date,
	"move_out_date" date,
	"rent_cents" bigint NOT NULL,
	"due_day" integer NOT NULL,
	"deposit_cents" bigint DEFAULT 0 NOT NULL,
	"recurring_charges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"late_fee" jsonb,
	"renewal_of" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leases_status_ck" CHECK ("leases"."status" in ('draft', 'active', 'notice', 'ended')),
	CONSTRAINT "leases_term_ck" CHECK ("leases"."term_kind" in ('fixed', 'month_to_month')),
	CONSTRAINT "leases_due_day_ck" CHECK ("leases"."due_day" between 1 and 28)
);
--> statement-breakpoint
CREATE TABLE "maintenance_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"organization_id" uuid NOT NULL,
	"rental_property_id" uuid NOT NULL,
	"unit_id" uuid,
	"lease_id" uuid,
	"requested_by" text,
	"category" text NOT NULL,
	"priority" text NOT NULL,
	"description" text NOT NULL,
	"permission_to_enter" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"assignee_user_id" text,
	"vendor_contact_id" uuid,
	"scheduled_for" timestamp with time zone,
	"notes" text,
	"cost_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_status_ck" CHECK ("maintenance_requests"."status" in ('new', 'assigned', 'scheduled', 'in_progress', 'done', 'cancelled')),
	CONSTRAINT "maintenance_priority_ck" CHECK ("maintenance_requests"."priority" in ('low', 'normal', 'high', 'emergency')),
	CONSTRAINT "maintenance_category_ck" CHECK ("maintenance_requests"."category" in ('plumbing', 'electrical', 'appliance', 'hvac', 'structural', 'pest', 'other'))
);
--> statement-breakpoint
CREATE TABLE "owner_expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"rental_property_id" uuid NOT NULL,
	"maintenance_request_id" uuid,
	"description" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"expense_date" date NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rent_ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"lease_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"code" text,
	"description" text NOT NULL,
	"period" text,
	"entry_date" date NOT NULL,
	"due_date" date,
	"amount_cents" bigint NOT NULL,
	"method" text,
	"reference" text,
	"generation_key" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rent_ledger_kind_ck" CHECK ("rent_ledger_entries"."kind" in ('charge', 'late_fee', 'payment', 'credit', 'adjustment')),
	CONSTRAINT "rent_ledger_method_ck" CHECK ("rent_ledger_entries"."method" is null or "rent_ledger_entries"."method" in ('check', 'ach', 'cash', 'card')),
	CONSTRAINT "rent_ledger_amount_ck" CHECK ("rent_ledger_entries"."kind" = 'adjustment' or "rent_ledger_entries"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "rental_owners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"organization_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"management_fee_bps" integer NOT NULL,
	"leasing_fee_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"organization_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"manager_id" text NOT NULL,
	"team_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_property_owners" (
	"rental_property_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"share_bps" integer NOT NULL,
	CONSTRAINT "rental_property_owners_rental_property_id_owner_id_pk" PRIMARY KEY("rental_property_id","owner_id")
);
--> statement-breakpoint
CREATE TABLE "rental_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"rental_property_id" uuid NOT NULL,
	"label" text NOT NULL,
	"beds" integer,
	"baths" double precision,
	"square_feet" integer,
	"market_rent_cents" bigint NOT NULL,
	"status" text DEFAULT 'vacant' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_units_status_ck" CHECK ("rental_units"."status" in ('vacant', 'occupied', 'notice', 'off_market'))
);
--> statement-breakpoint
ALTER TABLE "deposit_ledger_entries" ADD CONSTRAINT "deposit_ledger_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_ledger_entries" ADD CONSTRAINT "deposit_ledger_entries_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_ledger_entries" ADD CONSTRAINT "deposit_ledger_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_tenants" ADD CONSTRAINT "lease_tenants_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_tenants" ADD CONSTRAINT "lease_tenants_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_rental_property_id_rental_properties_id_fk" FOREIGN KEY ("rental_property_id") REFERENCES "public"."rental_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_unit_id_rental_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."rental_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_rental_property_id_rental_properties_id_fk" FOREIGN KEY ("rental_property_id") REFERENCES "public"."rental_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_unit_id_rental_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."rental_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_vendor_contact_id_contacts_id_fk" FOREIGN KEY ("vendor_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_expenses" ADD CONSTRAINT "owner_expenses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_expenses" ADD CONSTRAINT "owner_expenses_rental_property_id_rental_properties_id_fk" FOREIGN KEY ("rental_property_id") REFERENCES "public"."rental_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_expenses" ADD CONSTRAINT "owner_expenses_maintenance_request_id_maintenance_requests_id_fk" FOREIGN KEY ("maintenance_request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_expenses" ADD CONSTRAINT "owner_expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_ledger_entries" ADD CONSTRAINT "rent_ledger_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_ledger_entries" ADD CONSTRAINT "rent_ledger_entries_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_ledger_entries" ADD CONSTRAINT "rent_ledger_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_owners" ADD CONSTRAINT "rental_owners_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_owners" ADD CONSTRAINT "rental_owners_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_properties" ADD CONSTRAINT "rental_properties_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_properties" ADD CONSTRAINT "rental_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_properties" ADD CONSTRAINT "rental_properties_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_properties" ADD CONSTRAINT "rental_properties_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_property_owners" ADD CONSTRAINT "rental_property_owners_rental_property_id_rental_properties_id_fk" FOREIGN KEY ("rental_property_id") REFERENCES "public"."rental_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_property_owners" ADD CONSTRAINT "rental_property_owners_owner_id_rental_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."rental_owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_units" ADD CONSTRAINT "rental_units_rental_property_id_rental_properties_id_fk" FOREIGN KEY ("rental_property_id") REFERENCES "public"."rental_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_ledger_lease_idx" ON "deposit_ledger_entries" USING btree ("lease_id","created_at");--> statement-breakpoint
CREATE INDEX "lease_tenants_contact_idx" ON "lease_tenants" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "leases_org_status_idx" ON "leases" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "leases_property_idx" ON "leases" USING btree ("rental_property_id");--> statement-breakpoint
CREATE INDEX "leases_unit_idx" ON "leases" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "leases_agent_idx" ON "leases" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "leases_org_created_idx" ON "leases" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "maintenance_org_status_idx" ON "maintenance_requests" USING btree ("organization_id","status","priority");--> statement-breakpoint
CREATE INDEX "maintenance_property_idx" ON "maintenance_requests" USING btree ("rental_property_id");--> statement-breakpoint
CREATE INDEX "maintenance_lease_idx" ON "maintenance_requests" USING btree ("lease_id");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_expenses_request_uq" ON "owner_expenses" USING btree ("maintenance_request_id");--> statement-breakpoint
CREATE INDEX "owner_expenses_property_idx" ON "owner_expenses" USING btree ("rental_property_id","expense_date");--> statement-breakpoint
CREATE UNIQUE INDEX "rent_ledger_generation_uq" ON "rent_ledger_entries" USING btree ("lease_id","generation_key");--> statement-breakpoint
CREATE INDEX "rent_ledger_lease_idx" ON "rent_ledger_entries" USING btree ("lease_id","entry_date","created_at");--> statement-breakpoint
CREATE INDEX "rent_ledger_org_date_idx" ON "rent_ledger_entries" USING btree ("organization_id","entry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_owners_contact_uq" ON "rental_owners" USING btree ("organization_id","contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_properties_property_uq" ON "rental_properties" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "rental_properties_org_idx" ON "rental_properties" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "rental_properties_manager_idx" ON "rental_properties" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "rental_property_owners_owner_idx" ON "rental_property_owners" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_units_label_uq" ON "rental_units" USING btree ("rental_property_id","label");--> statement-breakpoint
-- hand-written below
CREATE TRIGGER rental_properties_bump_version BEFORE UPDATE ON rental_properties FOR EACH ROW EXECUTE FUNCTION bump_record_version();--> statement-breakpoint
CREATE TRIGGER rental_units_bump_version BEFORE UPDATE ON rental_units FOR EACH ROW EXECUTE FUNCTION bump_record_version();--> statement-breakpoint
CREATE TRIGGER rental_owners_bump_version BEFORE UPDATE ON rental_owners FOR EACH ROW EXECUTE FUNCTION bump_record_version();--> statement-breakpoint
CREATE TRIGGER leases_bump_version BEFORE UPDATE ON leases FOR EACH ROW EXECUTE FUNCTION bump_record_version();--> statement-breakpoint
CREATE TRIGGER maintenance_requests_bump_version BEFORE UPDATE ON maintenance_requests FOR EACH ROW EXECUTE FUNCTION bump_record_version();--> statement-breakpoint
CREATE OR REPLACE FUNCTION refuse_ledger_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: post a correcting entry instead', TG_TABLE_NAME;
END $$;--> statement-breakpoint
CREATE TRIGGER rent_ledger_entries_append_only BEFORE UPDATE ON rent_ledger_entries FOR EACH ROW EXECUTE FUNCTION refuse_ledger_update();--> statement-breakpoint
CREATE TRIGGER deposit_ledger_entries_append_only BEFORE UPDATE ON deposit_ledger_entries FOR EACH ROW EXECUTE FUNCTION refuse_ledger_update();--> statement-breakpoint
CREATE TRIGGER owner_expenses_append_only BEFORE UPDATE ON owner_expenses FOR EACH ROW EXECUTE FUNCTION refuse_ledger_update();

CREATE TABLE "listing_price_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"price_cents" bigint NOT NULL,
	"changed_by" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_sellers" (
	"listing_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text,
	"changed_by" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"organization_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"owner_id" text NOT NULL,
	"team_id" uuid,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"list_price_cents" bigint NOT NULL,
	"original_list_price_cents" bigint NOT NULL,
	"listing_date" date NOT NULL,
	"expiration_date" date,
	"mls_number" text,
	"buyer_agent_commission" jsonb,
	"listing_commission" jsonb,
	"showing_instructions" text,
	"transaction_id" uuid,
	"search_text" text DEFAULT '' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_status_ck" CHECK ("listings"."status" in ('ComingSoon', 'Active', 'ActiveUnderContract', 'Pending', 'Hold', 'Withdrawn', 'Expired', 'Canceled', 'Closed')),
	CONSTRAINT "listings_kind_ck" CHECK ("listings"."kind" in ('sale', 'rent'))
);
--> statement-breakpoint
CREATE TABLE "offer_counters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"from_side" text NOT NULL,
	"terms" jsonb NOT NULL,
	"message" text,
	"response" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"listing_id" uuid NOT NULL,
	"link_key" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"response_deadline" timestamp with time zone,
	"requires_preapproval" boolean DEFAULT false NOT NULL,
	"requires_proof_of_funds" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"listing_id" uuid NOT NULL,
	"status" text NOT NULL,
	"status_token_hash" text NOT NULL,
	"buyer_names" text[] NOT NULL,
	"agent_name" text NOT NULL,
	"agent_brokerage" text NOT NULL,
	"agent_license" text NOT NULL,
	"agent_email" text NOT NULL,
	"agent_phone" text NOT NULL,
	"price_cents" bigint NOT NULL,
	"earnest_money_cents" bigint NOT NULL,
	"down_payment_cents" bigint,
	"financing_type" text NOT NULL,
	"loan_amount_cents" bigint,
	"contingencies" jsonb NOT NULL,
	"closing_date" date,
	"days_to_close" integer,
	"seller_concessions_cents" bigint DEFAULT 0 NOT NULL,
	"escalation_increment_cents" bigint,
	"escalation_cap_cents" bigint,
	"possession" text,
	"expires_at" timestamp with time zone NOT NULL,
	"notes" text,
	"internal_notes" text,
	"transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_status_ck" CHECK ("offers"."status" in ('Submitted', 'Reviewed', 'Countered', 'Accepted', 'Backup', 'Rejected', 'Withdrawn', 'Expired'))
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"organization_id" uuid NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"parcel_number" text,
	"property_type" text,
	"beds" integer,
	"baths" double precision,
	"square_feet" integer,
	"lot_square_feet" integer,
	"year_built" integer,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_price_history" ADD CONSTRAINT "listing_price_history_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_price_history" ADD CONSTRAINT "listing_price_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_sellers" ADD CONSTRAINT "listing_sellers_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_sellers" ADD CONSTRAINT "listing_sellers_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_status_history" ADD CONSTRAINT "listing_status_history_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_status_history" ADD CONSTRAINT "listing_status_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_counters" ADD CONSTRAINT "offer_counters_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_counters" ADD CONSTRAINT "offer_counters_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_links" ADD CONSTRAINT "offer_links_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_price_history_listing_idx" ON "listing_price_history" USING btree ("listing_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_sellers_pk" ON "listing_sellers" USING btree ("listing_id","contact_id");--> statement-breakpoint
CREATE INDEX "listing_sellers_contact_idx" ON "listing_sellers" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "listing_status_history_listing_idx" ON "listing_status_history" USING btree ("listing_id","changed_at");--> statement-breakpoint
CREATE INDEX "listings_org_updated_idx" ON "listings" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "listings_org_price_idx" ON "listings" USING btree ("organization_id","list_price_cents","id");--> statement-breakpoint
CREATE INDEX "listings_owner_updated_idx" ON "listings" USING btree ("owner_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "listings_owner_price_idx" ON "listings" USING btree ("owner_id","list_price_cents","id");--> statement-breakpoint
CREATE INDEX "listings_property_idx" ON "listings" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "listings_team_idx" ON "listings" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_counters_round_uq" ON "offer_counters" USING btree ("offer_id","round");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_links_listing_uq" ON "offer_links" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_links_key_uq" ON "offer_links" USING btree ("link_key");--> statement-breakpoint
CREATE INDEX "offers_listing_idx" ON "offers" USING btree ("listing_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_status_token_uq" ON "offers" USING btree ("status_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_accepted_uq" ON "offers" USING btree ("listing_id") WHERE "offers"."status" = 'Accepted';--> statement-breakpoint
CREATE INDEX "properties_org_created_idx" ON "properties" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE TRIGGER properties_bump_version BEFORE UPDATE ON properties FOR EACH ROW EXECUTE FUNCTION bump_record_version();--> statement-breakpoint
CREATE TRIGGER listings_bump_version BEFORE UPDATE ON listings FOR EACH ROW EXECUTE FUNCTION bump_record_version();--> statement-breakpoint
CREATE TRIGGER offer_links_bump_version BEFORE UPDATE ON offer_links FOR EACH ROW EXECUTE FUNCTION bump_record_version();--> statement-breakpoint
CREATE TRIGGER offers_bump_version BEFORE UPDATE ON offers FOR EACH ROW EXECUTE FUNCTION bump_record_version();

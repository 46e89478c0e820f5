CREATE TABLE "document_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"content_type" text DEFAULT 'application/pdf' NOT NULL,
	"sha256" text NOT NULL,
	"source" text DEFAULT 'upload' NOT NULL,
	"original_filename" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_versions_source_check" CHECK ("document_versions"."source" in ('upload', 'image', 'generated'))
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"organization_id" uuid,
	"owner_id" text NOT NULL,
	"transaction_id" uuid,
	"listing_id" uuid,
	"folder" text,
	"name" text NOT NULL,
	"document_type" text DEFAULT 'other' NOT NULL,
	"shared_with_clients" boolean DEFAULT false NOT NULL,
	"checklist_item_id" uuid,
	"current_version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_type_check" CHECK ("documents"."document_type" in ('purchase_agreement', 'listing_agreement', 'lease', 'disclosure', 'addendum', 'inspection', 'appraisal', 'closing', 'identification', 'other')),
	CONSTRAINT "documents_one_parent_check" CHECK ("documents"."transaction_id" is null or "documents"."listing_id" is null),
	CONSTRAINT "documents_folder_on_deal_check" CHECK ("documents"."folder" is null or "documents"."transaction_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "document_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT 'other' NOT NULL,
	"deal_type" text,
	"storage_key" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"pages" jsonb NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_templates_category_check" CHECK ("document_templates"."category" in ('purchase_agreement', 'listing_agreement', 'lease', 'disclosure', 'addendum', 'inspection', 'appraisal', 'closing', 'identification', 'other')),
	CONSTRAINT "document_templates_deal_type_check" CHECK ("document_templates"."deal_type" is null or "document_templates"."deal_type" in ('purchase', 'sale', 'lease', 'referral'))
);
--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_checklist_item_id_transaction_checklist_items_id_fk" FOREIGN KEY ("checklist_item_id") REFERENCES "public"."transaction_checklist_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_versions_number_uq" ON "document_versions" USING btree ("document_id","number");--> statement-breakpoint
CREATE INDEX "documents_transaction_idx" ON "documents" USING btree ("transaction_id","created_at","id");--> statement-breakpoint
CREATE INDEX "documents_listing_idx" ON "documents" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "documents_owner_idx" ON "documents" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "documents_org_created_idx" ON "documents" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "documents_checklist_item_idx" ON "documents" USING btree ("checklist_item_id");--> statement-breakpoint
CREATE INDEX "document_templates_org_idx" ON "document_templates" USING btree ("organization_id","created_at","id");--> statement-breakpoint
-- hand-written below
CREATE TRIGGER documents_bump_version BEFORE UPDATE ON documents FOR EACH ROW EXECUTE FUNCTION bump_record_version();--> statement-breakpoint
CREATE TRIGGER document_templates_bump_version BEFORE UPDATE ON document_templates FOR EACH ROW EXECUTE FUNCTION bump_record_version();

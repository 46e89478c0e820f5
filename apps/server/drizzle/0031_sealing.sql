CREATE TABLE "organization_signing_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"certificate_pem" text NOT NULL,
	"encrypted_private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sealed_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"envelope_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"document_version" integer NOT NULL,
	"original_sha256" text NOT NULL,
	"sealed_sha256" text NOT NULL,
	"title" text NOT NULL,
	"certificate" jsonb NOT NULL,
	"sealed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_signing_keys" ADD CONSTRAINT "organization_signing_keys_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sealed_documents" ADD CONSTRAINT "sealed_documents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sealed_documents" ADD CONSTRAINT "sealed_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organization_signing_keys_org_uq" ON "organization_signing_keys" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sealed_documents_sealed_sha256_uq" ON "sealed_documents" USING btree ("sealed_sha256");--> statement-breakpoint
CREATE INDEX "sealed_documents_envelope_idx" ON "sealed_documents" USING btree ("envelope_id");--> statement-breakpoint
CREATE INDEX "sealed_documents_document_idx" ON "sealed_documents" USING btree ("document_id");
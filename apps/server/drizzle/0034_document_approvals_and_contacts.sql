CREATE TABLE "document_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"organization_id" uuid,
	"document_id" uuid NOT NULL,
	"document_version" integer NOT NULL,
	"requested_by" text NOT NULL,
	"approver_id" text NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"comment" text,
	"cancel_reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_approvals_status_check" CHECK ("document_approvals"."status" in ('pending', 'approved', 'returned', 'cancelled')),
	CONSTRAINT "document_approvals_return_comment_check" CHECK ("document_approvals"."status" <> 'returned' or coalesce(length("document_approvals"."comment"), 0) > 0)
);
--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_one_parent_check";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "contact_id" uuid;--> statement-breakpoint
ALTER TABLE "document_approvals" ADD CONSTRAINT "document_approvals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_approvals" ADD CONSTRAINT "document_approvals_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_approvals" ADD CONSTRAINT "document_approvals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_approvals" ADD CONSTRAINT "document_approvals_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_approvals_document_idx" ON "document_approvals" USING btree ("document_id","created_at");--> statement-breakpoint
CREATE INDEX "document_approvals_approver_pending_idx" ON "document_approvals" USING btree ("approver_id","created_at") WHERE "document_approvals"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "document_approvals_one_pending_uq" ON "document_approvals" USING btree ("document_id","approver_id") WHERE "document_approvals"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_contact_idx" ON "documents" USING btree ("contact_id","created_at","id");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_one_parent_check" CHECK (num_nonnulls("documents"."transaction_id", "documents"."listing_id", "documents"."contact_id") <= 1);
CREATE TABLE "lease_documents" (
	"lease_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"attached_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lease_documents_lease_id_document_id_pk" PRIMARY KEY("lease_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "maintenance_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"maintenance_request_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"original_bytes" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_month_totals" (
	"lease_id" uuid NOT NULL,
	"month" date NOT NULL,
	"organization_id" uuid NOT NULL,
	"due_cents" bigint DEFAULT 0 NOT NULL,
	"collected_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "lease_month_totals_lease_id_month_pk" PRIMARY KEY("lease_id","month")
);
--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "source_transaction_id" uuid;--> statement-breakpoint
ALTER TABLE "lease_documents" ADD CONSTRAINT "lease_documents_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_documents" ADD CONSTRAINT "lease_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_documents" ADD CONSTRAINT "lease_documents_attached_by_users_id_fk" FOREIGN KEY ("attached_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_photos" ADD CONSTRAINT "maintenance_photos_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_photos" ADD CONSTRAINT "maintenance_photos_maintenance_request_id_maintenance_requests_id_fk" FOREIGN KEY ("maintenance_request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_photos" ADD CONSTRAINT "maintenance_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_month_totals" ADD CONSTRAINT "lease_month_totals_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_month_totals" ADD CONSTRAINT "lease_month_totals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lease_documents_document_idx" ON "lease_documents" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "maintenance_photos_request_idx" ON "maintenance_photos" USING btree ("maintenance_request_id","created_at");--> statement-breakpoint
CREATE INDEX "lease_month_totals_month_idx" ON "lease_month_totals" USING btree ("month","lease_id");--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_source_transaction_id_transactions_id_fk" FOREIGN KEY ("source_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leases_source_transaction_idx" ON "leases" USING btree ("source_transaction_id");--> statement-breakpoint
-- hand-written below (ADR 0172): per lease and month, the charges falling due and the payments received, kept on every ledger insert
CREATE OR REPLACE FUNCTION rent_ledger_keep_month_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Upserts in (lease, month) order, so concurrent inserts on the same leases lock rows in one order.
  INSERT INTO lease_month_totals AS t (lease_id, month, organization_id, due_cents, collected_cents)
  SELECT n.lease_id, m.month, (array_agg(n.organization_id))[1],
    coalesce(sum(n.amount_cents) FILTER (WHERE n.kind IN ('charge', 'late_fee')), 0),
    coalesce(sum(n.amount_cents) FILTER (WHERE n.kind = 'payment'), 0)
  FROM new_entries n
  CROSS JOIN LATERAL (SELECT date_trunc('month', CASE WHEN n.kind = 'payment' THEN n.entry_date ELSE n.due_date END)::date AS month) m
  WHERE n.kind = 'payment' OR (n.kind IN ('charge', 'late_fee') AND n.due_date IS NOT NULL)
  GROUP BY n.lease_id, m.month ORDER BY n.lease_id, m.month
  ON CONFLICT (lease_id, month) DO UPDATE SET due_cents = t.due_cents + excluded.due_cents,
    collected_cents = t.collected_cents + excluded.collected_cents;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER rent_ledger_keep_month_totals AFTER INSERT ON rent_ledger_entries REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION rent_ledger_keep_month_totals();--> statement-breakpoint
-- backfill from the ledgers as they stand
INSERT INTO lease_month_totals (lease_id, month, organization_id, due_cents, collected_cents)
SELECT e.lease_id, date_trunc('month', CASE WHEN e.kind = 'payment' THEN e.entry_date ELSE e.due_date END)::date,
  (array_agg(e.organization_id))[1],
  coalesce(sum(e.amount_cents) FILTER (WHERE e.kind IN ('charge', 'late_fee')), 0),
  coalesce(sum(e.amount_cents) FILTER (WHERE e.kind = 'payment'), 0)
FROM rent_ledger_entries e
WHERE e.kind = 'payment' OR (e.kind IN ('charge', 'late_fee') AND e.due_date IS NOT NULL)
GROUP BY 1, 2;

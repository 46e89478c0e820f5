CREATE TABLE "lease_balances" (
	"lease_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"balance_cents" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_open_debits" (
	"entry_id" uuid PRIMARY KEY NOT NULL,
	"lease_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"open_cents" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lease_balances" ADD CONSTRAINT "lease_balances_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_balances" ADD CONSTRAINT "lease_balances_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_open_debits" ADD CONSTRAINT "lease_open_debits_entry_id_rent_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."rent_ledger_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_open_debits" ADD CONSTRAINT "lease_open_debits_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lease_balances_owing_idx" ON "lease_balances" USING btree ("organization_id","balance_cents");--> statement-breakpoint
CREATE INDEX "lease_open_debits_lease_idx" ON "lease_open_debits" USING btree ("lease_id");--> statement-breakpoint
-- hand-written below (ADR 0157): the balance and open debits of each lease, kept on every ledger insert
CREATE OR REPLACE FUNCTION rent_ledger_keep_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Add the new entries to each lease's balance. The upsert locks the lease's balance row, so two
  -- transactions posting to one lease serialize here; each later statement takes a fresh snapshot
  -- (READ COMMITTED) and so sees what the other one committed.
  INSERT INTO lease_balances AS b (lease_id, organization_id, balance_cents)
  SELECT n.lease_id, (array_agg(n.organization_id))[1],
    sum(CASE WHEN n.kind IN ('payment', 'credit') THEN -n.amount_cents ELSE n.amount_cents END)
  FROM new_entries n GROUP BY n.lease_id ORDER BY n.lease_id
  ON CONFLICT (lease_id) DO UPDATE SET balance_cents = b.balance_cents + excluded.balance_cents, updated_at = now();
  -- Payments apply oldest first, so the newest debits covering the balance stay open.
  DELETE FROM lease_open_debits d WHERE d.lease_id IN (SELECT n.lease_id FROM new_entries n);
  INSERT INTO lease_open_debits (entry_id, lease_id, due_date, open_cents)
  SELECT x.id, x.lease_id, x.due, x.open_cents FROM (
    SELECT e.id, e.lease_id, coalesce(e.due_date, e.entry_date) AS due,
      greatest(0, least(abs(e.amount_cents), b.balance_cents - coalesce(sum(abs(e.amount_cents)) OVER (
        PARTITION BY e.lease_id ORDER BY coalesce(e.due_date, e.entry_date) DESC, e.id DESC
        ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0))) AS open_cents
    FROM rent_ledger_entries e JOIN lease_balances b ON b.lease_id = e.lease_id
    WHERE e.lease_id IN (SELECT n.lease_id FROM new_entries n) AND b.balance_cents > 0
      AND (e.kind IN ('charge', 'late_fee') OR (e.kind = 'adjustment' AND e.amount_cents > 0))
  ) x WHERE x.open_cents > 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER rent_ledger_keep_balance AFTER INSERT ON rent_ledger_entries REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION rent_ledger_keep_balance();--> statement-breakpoint
-- backfill from the ledgers as they stand
INSERT INTO lease_balances (lease_id, organization_id, balance_cents)
SELECT e.lease_id, (array_agg(e.organization_id))[1],
  sum(CASE WHEN e.kind IN ('payment', 'credit') THEN -e.amount_cents ELSE e.amount_cents END)
FROM rent_ledger_entries e GROUP BY e.lease_id;--> statement-breakpoint
INSERT INTO lease_open_debits (entry_id, lease_id, due_date, open_cents)
SELECT x.id, x.lease_id, x.due, x.open_cents FROM (
  SELECT e.id, e.lease_id, coalesce(e.due_date, e.entry_date) AS due,
    greatest(0, least(abs(e.amount_cents), b.balance_cents - coalesce(sum(abs(e.amount_cents)) OVER (
      PARTITION BY e.lease_id ORDER BY coalesce(e.due_date, e.entry_date) DESC, e.id DESC
      ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0))) AS open_cents
  FROM rent_ledger_entries e JOIN lease_balances b ON b.lease_id = e.lease_id
  WHERE b.balance_cents > 0 AND (e.kind IN ('charge', 'late_fee') OR (e.kind = 'adjustment' AND e.amount_cents > 0))
) x WHERE x.open_cents > 0;

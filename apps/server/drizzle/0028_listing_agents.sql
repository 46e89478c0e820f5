CREATE TABLE "listing_agents" (
	"listing_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_agents" ADD CONSTRAINT "listing_agents_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_agents" ADD CONSTRAINT "listing_agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_agents_pk" ON "listing_agents" USING btree ("listing_id","user_id");--> statement-breakpoint
CREATE INDEX "listing_agents_user_idx" ON "listing_agents" USING btree ("user_id","listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_agents_one_primary_uq" ON "listing_agents" USING btree ("listing_id") WHERE "listing_agents"."is_primary";--> statement-breakpoint
-- Every listing written before co-listing agents has its one agent (owner_id) as the primary (ADR 0145).
INSERT INTO "listing_agents" ("listing_id", "user_id", "is_primary", "created_at") SELECT "id", "owner_id", true, "created_at" FROM "listings";

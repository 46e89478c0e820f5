CREATE TABLE "conversation_guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"invited_by" text,
	"token_hash" text NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	"session_hash" text,
	"session_expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_guests_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "conversation_guests_session_hash_unique" UNIQUE("session_hash")
);
--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "author_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "guest_id" uuid;--> statement-breakpoint
ALTER TABLE "conversation_guests" ADD CONSTRAINT "conversation_guests_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_guests" ADD CONSTRAINT "conversation_guests_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_guests_active_email_idx" ON "conversation_guests" USING btree ("conversation_id","email") WHERE "conversation_guests"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_guest_id_conversation_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."conversation_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_check" CHECK (("messages"."author_id" is null) <> ("messages"."guest_id" is null));
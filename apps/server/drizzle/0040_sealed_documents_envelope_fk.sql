-- ADR 0177. No cleanup step: only envelope completion writes sealed_documents, in the transaction that
-- completes a real envelope; envelopes are never deleted on their own, and both tables cascade from
-- documents and organizations, so no existing row names a missing envelope.
ALTER TABLE "sealed_documents" ADD CONSTRAINT "sealed_documents_envelope_id_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."envelopes"("id") ON DELETE restrict ON UPDATE no action;
ALTER TABLE "builds" ADD COLUMN "worker_id" text;--> statement-breakpoint
ALTER TABLE "builds" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "builds" ADD COLUMN "admob" jsonb;--> statement-breakpoint
CREATE INDEX "builds_status_idx" ON "builds" USING btree ("status","queued_at");
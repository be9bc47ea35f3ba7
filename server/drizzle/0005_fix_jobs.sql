-- Fix with AI runs through the build queue: a fix is a build whose files come from the repair.
ALTER TABLE "builds" ADD COLUMN "kind" text DEFAULT 'build' NOT NULL;
--> statement-breakpoint
ALTER TABLE "builds" ADD COLUMN "fix" jsonb;
--> statement-breakpoint
ALTER TABLE "builds" ADD COLUMN "fix_result" jsonb;
--> statement-breakpoint
ALTER TABLE "builds" ADD COLUMN "fix_settled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "fix_attempts" ADD COLUMN "build_id" uuid;

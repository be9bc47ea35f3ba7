CREATE TABLE "traffic_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text NOT NULL,
	"method" text NOT NULL,
	"endpoint" text NOT NULL,
	"status_code" integer NOT NULL,
	"response_time" real NOT NULL,
	"user_agent" text,
	"user_id" uuid,
	"is_bot" boolean DEFAULT false NOT NULL,
	"bot_name" text,
	"is_suspicious" boolean DEFAULT false NOT NULL,
	"suspicious_reason" text,
	"city" text,
	"country" text
);--> statement-breakpoint
CREATE INDEX "traffic_logs_created_idx" ON "traffic_logs" USING btree ("created_at") INCLUDE ("ip_address", "is_bot", "is_suspicious", "response_time", "country");--> statement-breakpoint
CREATE INDEX "traffic_logs_suspicious_idx" ON "traffic_logs" USING btree ("created_at") WHERE "is_suspicious";--> statement-breakpoint
CREATE TABLE "ip_blacklist" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"ip_address" text NOT NULL,
	"reason" text NOT NULL,
	"blocked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"created_by" uuid
);--> statement-breakpoint
CREATE UNIQUE INDEX "ip_blacklist_ip_key" ON "ip_blacklist" USING btree ("ip_address");

-- The analyzer's aggregates now read the roll-ups, so the created_at index no longer needs to cover
-- columns; a plain one keeps every insert cheaper.
DROP INDEX IF EXISTS "traffic_logs_created_idx";--> statement-breakpoint
CREATE INDEX "traffic_logs_created_idx" ON "traffic_logs" USING btree ("created_at");--> statement-breakpoint
CREATE TABLE "traffic_hourly" (
	"hour" timestamp with time zone PRIMARY KEY,
	"requests" bigint DEFAULT 0 NOT NULL,
	"bots" bigint DEFAULT 0 NOT NULL,
	"suspicious" bigint DEFAULT 0 NOT NULL,
	"humans" bigint DEFAULT 0 NOT NULL,
	"response_time_sum" double precision DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE TABLE "traffic_hourly_dims" (
	"kind" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"value" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "traffic_hourly_dims_pk" PRIMARY KEY ("kind", "hour", "value")
);--> statement-breakpoint
INSERT INTO "traffic_hourly" ("hour", "requests", "bots", "suspicious", "humans", "response_time_sum")
SELECT date_bin('1 hour', "created_at", TIMESTAMPTZ '2000-01-01 00:00:00+00'), count(*), count(*) FILTER (WHERE "is_bot"), count(*) FILTER (WHERE "is_suspicious"),
       count(*) FILTER (WHERE NOT "is_bot" AND NOT "is_suspicious"), coalesce(sum("response_time"), 0)
FROM "traffic_logs" GROUP BY 1;--> statement-breakpoint
INSERT INTO "traffic_hourly_dims" ("kind", "hour", "value", "count")
SELECT "kind", "hour", "value", count(*) FROM (
  SELECT 'ip' AS "kind", date_bin('1 hour', "created_at", TIMESTAMPTZ '2000-01-01 00:00:00+00') AS "hour", "ip_address" AS "value" FROM "traffic_logs"
  UNION ALL SELECT 'country', date_bin('1 hour', "created_at", TIMESTAMPTZ '2000-01-01 00:00:00+00'), "country" FROM "traffic_logs" WHERE "country" IS NOT NULL
  UNION ALL SELECT 'endpoint', date_bin('1 hour', "created_at", TIMESTAMPTZ '2000-01-01 00:00:00+00'), "endpoint" FROM "traffic_logs"
  UNION ALL SELECT 'status', date_bin('1 hour', "created_at", TIMESTAMPTZ '2000-01-01 00:00:00+00'), "status_code"::text FROM "traffic_logs"
) AS "d" GROUP BY 1, 2, 3;

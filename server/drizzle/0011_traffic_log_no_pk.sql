-- The request log is written on every request and never looked up by id: id stays (generated
-- always, so unique by construction; shown by the analyzer and used to order ties) but loses its
-- unique index, one index insert less per row. Retention deletes by physical row address instead.
ALTER TABLE "traffic_logs" DROP CONSTRAINT IF EXISTS "traffic_logs_pkey";

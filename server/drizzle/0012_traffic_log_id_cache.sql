-- Each connection that writes the request log takes its ids 1,000 at a time instead of one by one
-- from the shared sequence (no sequence page lock and WAL record per row). Ids stay unique; across
-- connections they are no longer in insertion order, which nothing needs: the log is ordered by
-- created_at (id only breaks ties).
ALTER TABLE "traffic_logs" ALTER COLUMN "id" SET CACHE 1000;

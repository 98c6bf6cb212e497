-- The list's stored totals left flights out; every total now counts them (issue 24). Emptying the
-- stored figures lets the list work them out again from each plan, once, as it meets the row
-- (itineraries.queries.ts fillSummaries): summing plans here would mean reading jsonb costs in SQL
-- that the TypeScript costing already owns.
UPDATE "itineraries" SET "total_cents" = NULL, "activity_count" = NULL WHERE "total_cents" IS NOT NULL OR "activity_count" IS NOT NULL;

-- The order insert plans each call afresh (ADR 006; docs/benchmarks.md). plpgsql caches a generic plan for
-- its statement after a few calls, costed with the orders table as it was then: made while orders was nearly
-- empty, it looked up the batch's idempotency keys with a sequential scan of orders, and kept doing so as the
-- table grew (measured on PostgreSQL: one full scan per batch, 16.1 M tuples read for 16,000 orders; the
-- database's CPU per order grew from ~0.6 to ~2.1 ms within one bench run). A custom plan sees the table's
-- current size and uses orders_idempotency_uidx; planning once per batch costs far less than the scan.
ALTER FUNCTION "insert_orders_if_store_unchanged"(integer, text, date, text, text)
  SET plan_cache_mode = force_custom_plan;

-- The search index in every process keeps which owners are riding schools and whether their check stands
-- (decision 0054): a change to riding_schools is announced on the change channel like horses and
-- subscriptions are (drizzle/0009), and each process reloads the few rows at its next search.
CREATE TRIGGER riding_schools_notify_insert AFTER INSERT ON riding_schools REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stablemates_notify_change();
--> statement-breakpoint
CREATE TRIGGER riding_schools_notify_update AFTER UPDATE ON riding_schools REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stablemates_notify_change();
--> statement-breakpoint
CREATE TRIGGER riding_schools_notify_delete AFTER DELETE ON riding_schools REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stablemates_notify_change();
--> statement-breakpoint
CREATE TRIGGER riding_schools_notify_truncate AFTER TRUNCATE ON riding_schools FOR EACH STATEMENT EXECUTE FUNCTION stablemates_notify_change();

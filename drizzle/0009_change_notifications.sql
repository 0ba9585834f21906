-- Every change to the rows that server processes keep in memory (the horse search index, the session
-- check cache, the premium owners) is announced on one NOTIFY channel at commit, as "<table>:<id>,<id>..."
-- or "<table>:*" when too many rows changed to list (decision 0012). Statement-level, with transition
-- tables, so a bulk insert of a million horses sends one notice, not a million.
CREATE FUNCTION stablemates_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    ids := '*';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT string_agg(id::text, ',') INTO ids FROM (SELECT id FROM old_rows LIMIT 101) changed;
  ELSE
    SELECT string_agg(id::text, ',') INTO ids FROM (SELECT id FROM new_rows LIMIT 101) changed;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  IF length(ids) > 7000 OR array_length(string_to_array(ids, ','), 1) > 100 THEN
    ids := '*';
  END IF;
  PERFORM pg_notify('stablemates_changes', TG_TABLE_NAME || ':' || ids);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER horses_notify_insert AFTER INSERT ON horses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stablemates_notify_change();
--> statement-breakpoint
CREATE TRIGGER horses_notify_update AFTER UPDATE ON horses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stablemates_notify_change();
--> statement-breakpoint
CREATE TRIGGER horses_notify_delete AFTER DELETE ON horses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stablemates_notify_change();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_update AFTER UPDATE ON sessions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stablemates_notify_change();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_delete AFTER DELETE ON sessions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stablemates_notify_change();
--> statement-breakpoint
CREATE TRIGGER users_notify_update AFTER UPDATE ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stablemates_notify_change();
--> statement-breakpoint
CREATE TRIGGER users_notify_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stablemates_notify_change();
--> statement-breakpoint
CREATE TRIGGER subscriptions_notify_insert AFTER INSERT ON subscriptions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stablemates_notify_change();
--> statement-breakpoint
CREATE TRIGGER subscriptions_notify_update AFTER UPDATE ON subscriptions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stablemates_notify_change();
--> statement-breakpoint
CREATE TRIGGER subscriptions_notify_delete AFTER DELETE ON subscriptions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stablemates_notify_change();
--> statement-breakpoint
CREATE TRIGGER horses_notify_truncate AFTER TRUNCATE ON horses FOR EACH STATEMENT EXECUTE FUNCTION stablemates_notify_change();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_truncate AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION stablemates_notify_change();
--> statement-breakpoint
CREATE TRIGGER users_notify_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION stablemates_notify_change();
--> statement-breakpoint
CREATE TRIGGER subscriptions_notify_truncate AFTER TRUNCATE ON subscriptions FOR EACH STATEMENT EXECUTE FUNCTION stablemates_notify_change();

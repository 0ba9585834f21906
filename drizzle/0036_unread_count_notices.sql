-- Each process keeps members' unread counts in memory (features/messages/unread-counts.ts, decision 0062).
-- A count is a member's unread, unhidden messages from members they have not blocked, so it may change
-- with any write to messages (the receiver's count) or to blocks (the blocker's count). Those writes are
-- announced on the change channel (drizzle/0009) as "unread_counts:<member ids>", or "unread_counts:*"
-- past 100 members and on TRUNCATE, and every process drops those members' counts. Statement-level with
-- transition tables, as 0009: a bulk insert of messages sends one notice.
CREATE FUNCTION stablemates_notify_unread_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    ids := '*';
  ELSIF TG_TABLE_NAME = 'blocks' THEN
    IF TG_OP = 'DELETE' THEN
      SELECT string_agg(id::text, ',') INTO ids FROM (SELECT DISTINCT blocker_id AS id FROM old_rows LIMIT 101) changed;
    ELSIF TG_OP = 'INSERT' THEN
      SELECT string_agg(id::text, ',') INTO ids FROM (SELECT DISTINCT blocker_id AS id FROM new_rows LIMIT 101) changed;
    ELSE
      SELECT string_agg(id::text, ',') INTO ids FROM (
        SELECT blocker_id AS id FROM old_rows UNION SELECT blocker_id FROM new_rows LIMIT 101
      ) changed;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT string_agg(id::text, ',') INTO ids FROM (SELECT DISTINCT receiver_id AS id FROM old_rows LIMIT 101) changed;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT string_agg(id::text, ',') INTO ids FROM (SELECT DISTINCT receiver_id AS id FROM new_rows LIMIT 101) changed;
  ELSE
    -- A message moved to another receiver changes both counts: the old rows' and the new rows'.
    SELECT string_agg(id::text, ',') INTO ids FROM (
      SELECT receiver_id AS id FROM old_rows UNION SELECT receiver_id FROM new_rows LIMIT 101
    ) changed;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  IF length(ids) > 7000 OR array_length(string_to_array(ids, ','), 1) > 100 THEN
    ids := '*';
  END IF;
  PERFORM pg_notify('stablemates_changes', 'unread_counts:' || ids);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER messages_notify_unread_insert AFTER INSERT ON messages REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stablemates_notify_unread_counts();
--> statement-breakpoint
CREATE TRIGGER messages_notify_unread_update AFTER UPDATE ON messages REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stablemates_notify_unread_counts();
--> statement-breakpoint
CREATE TRIGGER messages_notify_unread_delete AFTER DELETE ON messages REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stablemates_notify_unread_counts();
--> statement-breakpoint
CREATE TRIGGER messages_notify_unread_truncate AFTER TRUNCATE ON messages FOR EACH STATEMENT EXECUTE FUNCTION stablemates_notify_unread_counts();
--> statement-breakpoint
CREATE TRIGGER blocks_notify_unread_insert AFTER INSERT ON blocks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stablemates_notify_unread_counts();
--> statement-breakpoint
CREATE TRIGGER blocks_notify_unread_update AFTER UPDATE ON blocks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stablemates_notify_unread_counts();
--> statement-breakpoint
CREATE TRIGGER blocks_notify_unread_delete AFTER DELETE ON blocks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stablemates_notify_unread_counts();
--> statement-breakpoint
CREATE TRIGGER blocks_notify_unread_truncate AFTER TRUNCATE ON blocks FOR EACH STATEMENT EXECUTE FUNCTION stablemates_notify_unread_counts();

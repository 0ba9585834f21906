-- Each process keeps members' unread counts in memory (features/messages/unread-counts.ts, decision 0062).
-- A count is a member's unread, unhidden messages from members they have not blocked, so it may change
-- with any write to messages (the receiver's count) or to blocks (the blocker's count). Those writes are
-- announced on the change channel (drizzle/0009) as "unread_counts:<member ids>", or "unread_counts:*"
-- past 100 members and on TRUNCATE, and every process drops those members' counts. Statement-level with
-- transition tables, as 0009: a bulk insert of messages sends one notice.
CREATE FUNCTION stablemates_notify_unread_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
  -- The column naming the member whose count a row is part of (the trigger's argument): messages'
  -- receiver_id, blocks' blocker_id.
  member text := quote_ident(TG_ARGV[0]);
  changed_rows text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    ids := '*';
  ELSE
    -- An update may move a row from one member to another (a message to another receiver): both named.
    changed_rows := CASE TG_OP
      WHEN 'INSERT' THEN format('SELECT %s AS id FROM new_rows', member)
      WHEN 'DELETE' THEN format('SELECT %s AS id FROM old_rows', member)
      ELSE format('SELECT %1$s AS id FROM old_rows UNION SELECT %1$s FROM new_rows', member)
    END;
    EXECUTE format(
      'SELECT string_agg(id::text, '','') FROM (SELECT DISTINCT id FROM (%s) all_rows LIMIT 101) changed',
      changed_rows
    ) INTO ids;
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
CREATE TRIGGER messages_notify_unread_insert AFTER INSERT ON messages REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stablemates_notify_unread_counts('receiver_id');
--> statement-breakpoint
CREATE TRIGGER messages_notify_unread_update AFTER UPDATE ON messages REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stablemates_notify_unread_counts('receiver_id');
--> statement-breakpoint
CREATE TRIGGER messages_notify_unread_delete AFTER DELETE ON messages REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stablemates_notify_unread_counts('receiver_id');
--> statement-breakpoint
CREATE TRIGGER messages_notify_unread_truncate AFTER TRUNCATE ON messages FOR EACH STATEMENT EXECUTE FUNCTION stablemates_notify_unread_counts('receiver_id');
--> statement-breakpoint
CREATE TRIGGER blocks_notify_unread_insert AFTER INSERT ON blocks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stablemates_notify_unread_counts('blocker_id');
--> statement-breakpoint
CREATE TRIGGER blocks_notify_unread_update AFTER UPDATE ON blocks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stablemates_notify_unread_counts('blocker_id');
--> statement-breakpoint
CREATE TRIGGER blocks_notify_unread_delete AFTER DELETE ON blocks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stablemates_notify_unread_counts('blocker_id');
--> statement-breakpoint
CREATE TRIGGER blocks_notify_unread_truncate AFTER TRUNCATE ON blocks FOR EACH STATEMENT EXECUTE FUNCTION stablemates_notify_unread_counts('blocker_id');

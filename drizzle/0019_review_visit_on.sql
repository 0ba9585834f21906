ALTER TABLE "reviews" ADD COLUMN "visit_on" date;--> statement-breakpoint
-- A review counts while the visit it stands on stands (docs/decisions/0040). A review tied to a visit
-- called off since is tied again to the latest other accepted visit between them whose day has come, if
-- there is one; otherwise it keeps its request and stops counting.
UPDATE "reviews" r SET "request_id" = coalesce((
  SELECT q.id FROM "requests" q
  WHERE q.status = 'accepted' AND q.start_date <= (now() AT TIME ZONE 'Europe/London')::date AND (
    (r.horse_id IS NOT NULL AND q.horse_id = r.horse_id AND q.requester_id = r.reviewer_id)
    OR (r.reviewed_user_id IS NOT NULL AND (
      (q.owner_id = r.reviewer_id AND q.requester_id = r.reviewed_user_id)
      OR (q.requester_id = r.reviewer_id AND q.owner_id = r.reviewed_user_id)))
  )
  ORDER BY q.start_date DESC, q.id DESC LIMIT 1
), r.request_id)
WHERE EXISTS (SELECT 1 FROM "requests" q WHERE q.id = r.request_id AND q.status <> 'accepted');
--> statement-breakpoint
-- The visit's day is kept on the review, so it outlives the request (gone with a deleted account).
UPDATE "reviews" r SET "visit_on" = q.start_date
FROM "requests" q WHERE q.id = r.request_id AND q.status = 'accepted';
--> statement-breakpoint
UPDATE "horses" h SET
  "rating" = coalesce((SELECT round(avg(r.rating) * 100)::int FROM "reviews" r
    WHERE r.horse_id = h.id AND r.hidden_at IS NULL AND r.visit_on IS NOT NULL), 500),
  "review_count" = (SELECT count(*)::int FROM "reviews" r
    WHERE r.horse_id = h.id AND r.hidden_at IS NULL AND r.visit_on IS NOT NULL);
--> statement-breakpoint
UPDATE "users" u SET
  "rating" = coalesce((SELECT round(avg(r.rating) * 100)::int FROM "reviews" r
    WHERE r.reviewed_user_id = u.id AND r.hidden_at IS NULL AND r.visit_on IS NOT NULL), 500),
  "review_count" = (SELECT count(*)::int FROM "reviews" r
    WHERE r.reviewed_user_id = u.id AND r.hidden_at IS NULL AND r.visit_on IS NOT NULL),
  "owner_rating" = coalesce((SELECT round(avg(r.rating) * 100)::int FROM "reviews" r JOIN "horses" h ON h.id = r.horse_id
    WHERE h.owner_id = u.id AND r.hidden_at IS NULL AND r.visit_on IS NOT NULL), 500),
  "owner_review_count" = (SELECT count(*)::int FROM "reviews" r JOIN "horses" h ON h.id = r.horse_id
    WHERE h.owner_id = u.id AND r.hidden_at IS NULL AND r.visit_on IS NOT NULL);

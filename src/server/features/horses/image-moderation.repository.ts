import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '#server/db/client.js';

export interface PendingImageRow {
  horse_id: number;
  horse_name: string;
  owner_id: number;
  owner_first_name: string;
  owner_last_name: string;
  image_index: number;
  image_url: string;
  /** From the uploads record (photos stored before uploads were recorded have none). */
  uploaded_at: Date | string | null;
}

/** Rows with a pending image hit the partial index horses_pending_images_idx. */
const hasPending = sql`'pending' = any(h.image_approval_status)`;

export async function countPendingImages(db: Executor): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(sum(cardinality(array_positions(h.image_approval_status, 'pending'))), 0)::int as n
        from horses h where ${hasPending}`,
  );
  return row?.n ?? 0;
}

/** Each pending image with its horse and owner; oldest horse first, then in the owner's order. */
export async function listPendingImages(
  db: Executor,
  page: { limit: number; offset: number },
): Promise<PendingImageRow[]> {
  return queryRows<PendingImageRow>(
    db,
    sql`select h.id as horse_id, h.name as horse_name, u.id as owner_id, u.first_name as owner_first_name,
               u.last_name as owner_last_name, (img.position - 1)::int as image_index, img.url as image_url,
               up.created_at as uploaded_at
        from horses h
        join users u on u.id = h.owner_id
        cross join lateral unnest(h.images, h.image_approval_status) with ordinality as img(url, status, position)
        -- A photo's upload record is keyed by its storage key, horses/<file name>, whatever the public URL.
        left join uploads up on up.key = 'horses/' || substring(img.url from '[^/]+$')
        where ${hasPending} and img.status = 'pending'
        order by h.created_at, h.id, img.position
        limit ${page.limit} offset ${page.offset}`,
  );
}

/**
 * Sets one image's state only if that index holds a photo, and the URL the admin saw when one is given:
 * one statement, so an owner removing or reordering photos meanwhile can never get the wrong photo
 * approved. Returns the horse and the URL decided.
 */
export async function setImageStatusIfUnchanged(
  db: Executor,
  input: { horseId: number; imageIndex: number; imageUrl?: string; status: 'approved' | 'rejected' },
): Promise<{ id: number; name: string; ownerId: number; imageUrl: string } | undefined> {
  const position = input.imageIndex + 1;
  const photoThere =
    input.imageUrl === undefined
      ? sql`images[${position}::int] is not null`
      : sql`images[${position}::int] = ${input.imageUrl}`;
  const [row] = await queryRows<{ id: number; name: string; owner_id: number; image_url: string }>(
    db,
    sql`update horses set image_approval_status[${position}::int] = ${input.status}::text, updated_at = now()
        where id = ${input.horseId} and ${photoThere}
        returning id, name, owner_id, images[${position}::int] as image_url`,
  );
  return row ? { id: row.id, name: row.name, ownerId: row.owner_id, imageUrl: row.image_url } : undefined;
}

/**
 * Why each photo of a horse was rejected, by URL, from the admins' decisions (the audit log is where the
 * reason is kept; the latest decision about a URL wins).
 */
export async function findRejectionReasons(db: Executor, horseId: number): Promise<Map<string, string>> {
  const rows = await queryRows<{ image_url: string | null; reason: string | null }>(
    db,
    sql`select distinct on (detail->>'imageUrl') detail->>'imageUrl' as image_url, detail->>'reason' as reason
        from admin_audit_log
        where target_type = 'horse-image' and target_id = ${horseId} and action like 'image.%'
        order by detail->>'imageUrl', created_at desc, id desc`,
  );
  const reasons = new Map<string, string>();
  for (const row of rows) if (row.image_url && row.reason) reasons.set(row.image_url, row.reason);
  return reasons;
}

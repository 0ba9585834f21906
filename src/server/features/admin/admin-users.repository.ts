import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUser, AdminUsersQuery } from '#contract/admin.js';
import type { Executor } from '#server/db/client.js';
import { pagedRows } from '#server/db/paged-rows.js';
import { users, type User } from '#server/db/schema/index.js';

/** `%` and `_` typed by the admin are searched for literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern));
}

function selecting(query: AdminUsersQuery): SQL | undefined {
  const byId = query.id === undefined ? undefined : eq(users.id, query.id);
  return and(byId, matching(query.q));
}

/** Who a member is, as every admin list shows them: name, e-mail and type. */
export function whoIs(user: User): Pick<AdminUser, 'firstName' | 'lastName' | 'email' | 'userType'> {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    userType: user.userType as AdminUser['userType'],
  };
}

/** Every member with the private fields an admin may see (docs/product.md §M6), newest account first. */
export async function listUsersForAdmin(
  db: Executor,
  query: AdminUsersQuery,
): Promise<{ items: AdminUser[]; total: number }> {
  const { rows, total } = await pagedRows(db, users, {
    where: selecting(query),
    orderBy: [desc(users.createdAt), desc(users.id)],
    page: query,
  });
  return {
    total,
    items: rows.map((user) => ({
      id: user.id,
      ...whoIs(user),
      phone: user.phone,
      bio: user.bio,
      location: user.location,
      postcode: user.postcode,
      verificationStatus: user.verificationStatus as AdminUser['verificationStatus'],
      verificationSubmittedAt: user.verificationSubmittedAt?.toISOString() ?? null,
      createdAt: user.createdAt.toISOString(),
      emailVerified: user.emailVerifiedAt !== null,
      suspendedAt: user.suspendedAt?.toISOString() ?? null,
      deleted: user.deletedAt !== null,
    })),
  };
}

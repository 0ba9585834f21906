import { ownedBy, pointsTo } from './columns.js';
import { users } from './users.js';

// A reference to a member is the commonest column of the schema: written once here, so a table says only
// which column it is and what becomes of the row when the member's row goes. (Not in columns.ts, which
// every table file, users.ts among them, imports.)

/** A member the row belongs to: the row goes with the member's. */
export const ownedByMember = (name: string) => ownedBy(name, () => users.id);

/** A member the row names but outlives: the column is cleared when the member's row goes. */
export const pointsToMember = (name: string) => pointsTo(name, () => users.id);

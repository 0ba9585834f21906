export { usersRoutes } from './users.routes.js';
export {
  countUsersOutsideDomain,
  findUserByEmail,
  findUserById,
  findUserCards,
  insertUser,
  insertUsersIfAbsent,
  recountMemberRatings,
  updatePasswordHash,
} from './users.repository.js';
export { toPublicUser, toSessionUser } from './users.views.js';

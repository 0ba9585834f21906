export { usersRoutes } from './users.routes.js';
export {
  countUsers,
  findUserByEmail,
  findUserById,
  insertUser,
  updatePasswordHash,
} from './users.repository.js';
export { toPublicUser, toSessionUser } from './users.views.js';

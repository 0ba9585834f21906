export { profilePhotoFileRoutes } from './profile-photo-files.routes.js';
export { usersRoutes } from './users.routes.js';
export {
  countUsersOutsideDomain,
  findUserByEmail,
  findUserById,
  findUnreachableIds,
  findUserCards,
  findUsersByIds,
  findMemberNames,
  insertUser,
  insertUsersIfAbsent,
  anonymiseUser,
  recountMemberRatings,
  updatePasswordHash,
  markSuspended,
  clearSuspended,
  markEmailVerified,
  setNoticePreferences,
} from './users.repository.js';
export { noticePreferencesRoutes } from './notice-preferences.routes.js';
export { decideVerificationStatus, recordVerificationDocument } from './user-verification.repository.js';
export { deleteProfileImageFile } from './profile-images.js';
export { toPublicUser, toSessionUser } from './users.views.js';

export { blocksRoutes } from './blocks.routes.js';
// Messages and requests refuse contact between blocked members; lists leave blocked members out.
export { assertMayContact, blockedIdsOf, eitherBlocked, unreachableAmong } from './blocks.service.js';

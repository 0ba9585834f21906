import { createRequire } from 'node:module';

const requirePackage = createRequire(import.meta.url);

/**
 * A package loaded the first time it is needed instead of when the server starts. The payment provider's
 * library, the PostgreSQL driver on a PGlite server, the Redis client without REDIS_URL, the image library
 * and the password dictionaries took about half a second of a first start together (issue #16: the first
 * answer within 2 s). CommonJS packages only: they load synchronously.
 */
export function loadOnFirstUse<Module>(name: string): () => Module {
  let loaded: { module: Module } | undefined;
  return () => (loaded ??= { module: requirePackage(name) as Module }).module;
}

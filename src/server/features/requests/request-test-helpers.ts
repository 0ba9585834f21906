import { signInMemberOfType } from '#tests/setup/http.js';
import type { TestContext } from '#tests/setup/test-app.js';

/**
 * The two calls the request tests make over and over: sign in a new member of a type, and call the API
 * as that member (or as nobody without a cookie). Read ctx's fields only when called (they are set in
 * beforeAll).
 */
export function requestTestCalls(ctx: TestContext) {
  return {
    member: (email: string, userType: 'owner' | 'enthusiast') =>
      signInMemberOfType(ctx.app, ctx.db, email, userType),
    call: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload }),
  };
}

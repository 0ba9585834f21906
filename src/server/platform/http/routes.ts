import type {
  FastifyContextConfig,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifyTypeProviderDefault,
  onRequestHookHandler,
  preValidationHookHandler,
} from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { UserParamsSchema } from '#contract/users.js';
import type { User } from '#server/db/schema/index.js';
import { currentUser, requireUser } from '../sessions/session.js';
import { readOwnUpload } from '../uploads/multipart.js';

/*
 * Route shapes that recur across features. The zod type provider cannot infer through generic schemas,
 * so each helper registers its route without it; the caller's function signature carries the types,
 * and the validator compiler has already parsed the input with the schema before the handler runs.
 */

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The one way a route file opens (ARCHITECTURE.md, "Routes"):
 * `export const xRoutes = defineRoutes((app, deps: XDeps) => { ... })`. `declare` gets the plugin's app
 * and what app.ts registers the feature with (`app.register(xRoutes(deps))`), and declares the feature's
 * routes, limits and hooks on that app; `async` where it awaits (a nested plugin's registration).
 */
export function defineRoutes<Deps extends unknown[]>(
  declare: (app: ZodApp, ...deps: Deps) => Promise<void> | void,
): (...deps: Deps) => FastifyPluginAsyncZod {
  return (...deps) =>
    async (app) => {
      await declare(app, ...deps);
    };
}

/** Hooks a route may take: a guard (`requireUser`) and a rate limit. */
export interface RouteHooks {
  preHandler?: (request: FastifyRequest) => Promise<void>;
  onRequest?: onRequestHookHandler;
}

/** A check that needs the signed-in member (a limit per member), run after `requireUser`. */
export type MemberHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

function plain(app: ZodApp) {
  return app.withTypeProvider<FastifyTypeProviderDefault>();
}

/**
 * A GET list: the query (limit/offset, and any filters) is parsed by `querystring`, `load` returns one
 * page and the total, and the total travels in X-Total-Count.
 */
export function pagedRoute<Query extends z.ZodType, Items extends z.ZodType>(
  app: ZodApp,
  url: string,
  { querystring, response, ...hooks }: RouteHooks & { querystring: Query; response: Items },
  load: (
    input: z.output<Query>,
    request: FastifyRequest,
  ) => Promise<{ items: z.input<Items>; total: number }>,
): void {
  const schema: FastifySchema = { querystring, response: { 200: response } };
  plain(app).get(url, { ...hooks, schema }, async (request, reply) => {
    const { items, total } = await load(request.query as z.output<Query>, request);
    reply.header('x-total-count', String(total));
    return items;
  });
}

/**
 * A signed-in member's POST that creates something from its `body`: 201 and what `create` returns.
 * `perMember` hooks (limits per member) run once the member is known, before the body is acted on.
 */
export function createdRoute<Body extends z.ZodType, Reply extends z.ZodType>(
  app: ZodApp,
  url: string,
  {
    body,
    response,
    onRequest,
    perMember = [],
  }: Pick<RouteHooks, 'onRequest'> & { body: Body; response: Reply; perMember?: MemberHook[] },
  create: (input: z.output<Body>, actor: User, request: FastifyRequest) => Promise<z.input<Reply>>,
): void {
  const schema: FastifySchema = { body, response: { 201: response } };
  const preHandler = [requireUser, ...perMember];
  plain(app).post(url, { onRequest, preHandler, schema }, async (request, reply) => {
    const created = await create(request.body as z.output<Body>, currentUser(request), request);
    return reply.status(201).send(created);
  });
}

type NoContentMethod = 'DELETE' | 'POST' | 'PUT';

/** A signed-in member's PUT of `body` to the thing its `params` name: 200 and what `edit` returns. */
export function editRoute<Params extends z.ZodType, Body extends z.ZodType, Reply extends z.ZodType>(
  app: ZodApp,
  url: string,
  { params, body, response }: { params: Params; body: Body; response: Reply },
  edit: (input: z.output<Body>, params: z.output<Params>, actor: User) => Promise<z.input<Reply>>,
): void {
  const schema: FastifySchema = { params, body, response: { 200: response } };
  plain(app).put(url, { preHandler: requireUser, schema }, async (request) =>
    edit(request.body as z.output<Body>, request.params as z.output<Params>, currentUser(request)),
  );
}

/**
 * `preValidation` of a route whose whole body may be left out (an answer with no reason given): a missing
 * body is read as an empty one, so the body's schema decides what an empty answer means.
 */
export const bodyMayBeLeftOut = async (request: FastifyRequest): Promise<void> => {
  request.body ??= {};
};

/**
 * A signed-in member's action on the thing its `params` name, with no reply body: `route` is the method
 * and the path ("DELETE /api/reviews/:id"); 204 once `act` is done.
 */
export function noContentRoute<Params extends z.ZodType>(
  app: ZodApp,
  route: `${NoContentMethod} /api/${string}`,
  params: Params,
  act: (params: z.output<Params>, actor: User) => Promise<unknown>,
): void {
  const [method, url] = route.split(' ') as [NoContentMethod, string];
  const schema: FastifySchema = { params };
  plain(app).route({
    method,
    url,
    preHandler: requireUser,
    schema,
    handler: async (request, reply) => {
      await act(request.params as z.output<Params>, currentUser(request));
      return reply.status(204).send();
    },
  });
}

/**
 * A signed-in member's upload of one file to their own account (`url` names `:id`): readOwnUpload's
 * checks (another member's id is refused before the body is read), then `store`; 200 and what it returns.
 */
export function ownUploadRoute<Reply extends z.ZodType>(
  app: ZodApp,
  url: `/api/users/:id/${string}`,
  {
    onRequest,
    response,
    upload,
  }: Pick<RouteHooks, 'onRequest'> & {
    response: Reply;
    upload: Parameters<typeof readOwnUpload>[2];
  },
  /** `fields`: the form's text fields sent before the file (the service parses them with its schema). */
  store: (file: Buffer, actor: User, fields: Record<string, string>) => Promise<z.input<Reply>>,
): void {
  const schema: FastifySchema = { params: UserParamsSchema, response: { 200: response } };
  plain(app).post(url, { onRequest, preHandler: requireUser, schema }, async (request) => {
    const { id } = request.params as z.output<typeof UserParamsSchema>;
    const { actor, file, fields } = await readOwnUpload(request, id, upload);
    return store(file, actor, fields);
  });
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Hook = onRequestHookHandler | preValidationHookHandler;

/** The parsed input of a route: each part its schema's output, or `undefined` when it has none. */
export interface RouteInput<Params, Query, Body> {
  params: Params;
  query: Query;
  body: Body;
}
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler may reach besides its input: the request (log, cookies) and the reply (headers). */
export interface RouteContext<Actor> {
  actor: Actor;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteSpec<
  Params extends z.ZodType | undefined,
  Query extends z.ZodType | undefined,
  Body extends z.ZodType | undefined,
  Reply extends z.ZodType | undefined,
  Who extends 'anyone' | 'member',
> {
  /** The method and the path: "POST /api/messages". */
  route: `${Method} /${string}`;
  /** 'member' guards the route with `requireUser` and hands the handler the member. */
  who: Who;
  params?: Params;
  querystring?: Query;
  body?: Body;
  /** The reply's schema; without one the route answers 204 with no body. */
  response?: Reply;
  /** The success status when there is a reply body (200 unless said). */
  status?: 200 | 201 | 202;
  /** Limits before anything is parsed (per address). */
  onRequest?: Hook | Hook[];
  /** Limits that read the parsed body (per e-mail). */
  preValidation?: Hook | Hook[];
  /** Limits per member, run once the member is known (needs `who: 'member'`). */
  perMember?: MemberHook[];
  config?: FastifyContextConfig;
  /** Set by `rawRoute`: the handler's result is the payload as it stands. */
  raw?: boolean;
  /**
   * Checks that read the parsed input, run after the guard and `perMember` (a limit keyed on the path's
   * id, the sign-in throttle): a bad input is answered 400 before they count anything.
   */
  preHandler?: MemberHook[];
  /** A body limit of the route's own, below the app's (the Stripe webhook). */
  bodyLimit?: number;
  /**
   * Reply schemas by status for a raw route whose JSON reply is not always 200 (readiness answers 503
   * naming its reasons): the handler sets the status and returns the body, which its schema serialises.
   */
  replies?: Partial<Record<number, z.ZodType>>;
}

/**
 * The one way a JSON route is declared: its method and path, who may call it, its schemas, and one call
 * that does the work (a service; side effects such as mail and notices are the service's to decide). The
 * input reaches the handler parsed by the schemas; what it returns is serialised by `response`.
 * Routes whose reply is not JSON (a stream, a file, a text) use `rawRoute`.
 */
export function route<
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Reply extends z.ZodType | undefined = undefined,
  Who extends 'anyone' | 'member' = 'anyone',
>(
  app: ZodApp,
  spec: RouteSpec<Params, Query, Body, Reply, Who>,
  handle: (
    input: RouteInput<Out<Params>, Out<Query>, Out<Body>>,
    context: RouteContext<Who extends 'member' ? User : undefined>,
  ) => Promise<Reply extends z.ZodType ? z.input<Reply> : unknown>,
): void {
  const [method, url] = spec.route.split(' ') as [Method, string];
  const status = spec.response ? (spec.status ?? 200) : 204;
  const schema: FastifySchema = {
    ...(spec.params && { params: spec.params }),
    ...(spec.querystring && { querystring: spec.querystring }),
    ...(spec.body && { body: spec.body }),
    ...(spec.response && { response: { [status]: spec.response } }),
    ...(spec.replies && { response: { ...spec.replies, ...(spec.response && { [status]: spec.response }) } }),
  };
  const preHandler = spec.who === 'member' ? [requireUser, ...(spec.perMember ?? [])] : [];
  preHandler.push(...(spec.preHandler ?? []));
  plain(app).route({
    method,
    url,
    schema,
    ...(spec.onRequest && { onRequest: spec.onRequest as onRequestHookHandler }),
    ...(spec.preValidation && { preValidation: spec.preValidation as preValidationHookHandler }),
    ...(spec.config && { config: spec.config }),
    ...(spec.bodyLimit !== undefined && { bodyLimit: spec.bodyLimit }),
    preHandler,
    handler: async (request, reply) => {
      const actor = (spec.who === 'member' ? currentUser(request) : undefined) as Who extends 'member'
        ? User
        : undefined;
      const input = {
        params: request.params,
        query: request.query,
        body: request.body,
      } as RouteInput<Out<Params>, Out<Query>, Out<Body>>;
      const result = await handle(input, { actor, request, reply });
      if (spec.raw) return result;
      return spec.response ? reply.status(status).send(result) : reply.status(204).send();
    },
  });
}

/**
 * A route whose reply is not a JSON body the contract describes: a text or XML file, a picture, an event
 * stream, a calendar. Declared like `route` (who, schemas, limits); the handler sets the reply's type (and
 * status, if not 200) and returns the payload to send, or hijacks the reply for a stream.
 */
export function rawRoute<
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Who extends 'anyone' | 'member' = 'anyone',
>(
  app: ZodApp,
  spec: Omit<RouteSpec<Params, Query, Body, undefined, Who>, 'response' | 'status' | 'raw'>,
  handle: (
    input: RouteInput<Out<Params>, Out<Query>, Out<Body>>,
    context: RouteContext<Who extends 'member' ? User : undefined>,
  ) => Promise<unknown>,
): void {
  route(app, { ...spec, raw: true }, handle);
}

import type { MiddlewareHandler } from 'hono';
import SCIMMY from 'scimmy';
import { z } from 'zod';
import {
  scimSettingsSchema,
  scimTokenCreatedSchema,
  scimTokenStatusSchema,
} from '@/domain/schemas';
import { allow, allowProvisioner, memberOf, type ApiContext, type ApiEnv } from '../access';
import { DomainError, STATUS_OF } from '../errors';
import { jsonBody } from '../http';
import { ApiRoutes, created, createRoute, jsonRequest, noContent, ok } from '../openapi/define';
import type { ScimGroup, ScimMember } from '../store/types';
import { SCIM_BASE, ScimError, type ScimService } from './services/scim';

/**
 * SCIM 2.0 (RFC 7643/7644) for the company's identity provider (/scim/v2): Users and Groups,
 * and the documents that describe them. scimmy reads and writes the protocol (the schemas'
 * rules, filters, PATCH operations, list answers); what it reads is done by the SCIM service.
 */

const SCIM_TYPE = 'application/scim+json';

/** What scimmy's handlers are handed: the service of the server the request came to. */
interface Ctx {
  scim: ScimService;
}

/** A member as SCIM shows them. */
const userOut = (member: ScimMember) => ({
  id: String(member.id),
  ...(member.externalId !== null && { externalId: member.externalId }),
  userName: member.email,
  name: { formatted: member.name },
  displayName: member.name,
  emails: [{ value: member.email, type: 'work', primary: true }],
  active: member.active,
  meta: { created: new Date(member.createdAt) },
});

/** A group as SCIM shows it, its members named. */
const groupOut = (group: ScimGroup, members: ReadonlyMap<number, string>) => ({
  id: String(group.id),
  ...(group.externalId !== null && { externalId: group.externalId }),
  displayName: group.displayName,
  members: group.memberIds.map((id) => ({
    value: String(id),
    ...(members.has(id) && { display: members.get(id) }),
  })),
  meta: { created: new Date(group.createdAt), lastModified: new Date(group.updatedAt) },
});

/** A SCIM id of TalentFlow's (a positive whole number), or none (a 404, as an unknown id). */
const idOf = (raw: string | undefined): number => {
  const id = /^[1-9]\d{0,9}$/.test(raw ?? '') ? Number(raw) : NaN;
  if (!(id <= 2_147_483_647)) throw new SCIMMY.Types.Error(404, null!, `Resource ${raw} not found`);
  return id;
};

/** The service's refusals in SCIM's words: scimmy passes its own errors through as they are. */
async function scimCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError)
      throw new SCIMMY.Types.Error(
        STATUS_OF[error.kind],
        (error instanceof ScimError ? error.scimType : undefined) ?? null!,
        error.message,
      );
    throw error;
  }
}

/**
 * Filters as SCIM asks (`userName eq "Zoe@Acme.com"`): userName and displayName compare without
 * case, as their schemas say; scimmy's filter compares exactly, so both sides are lowercased.
 */
function matching<T extends Record<string, unknown>>(
  filter: SCIMMY.Types.Filter | undefined,
  list: T[],
  caseless: readonly string[],
): T[] {
  if (!filter) return list;
  const lower = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);
  const isCaseless = (key: string) => caseless.includes(key.toLowerCase());
  const expression = filter.map((branch) =>
    Object.fromEntries(
      Object.entries(branch).map(([key, test]) => [
        key,
        isCaseless(key) && Array.isArray(test) ? test.map(lower) : test,
      ]),
    ),
  );
  const shadows = list.map((item, index) => ({
    ...Object.fromEntries(
      Object.entries(item).map(([key, value]) => [key, isCaseless(key) ? lower(value) : value]),
    ),
    __index: index,
  }));
  return (
    new SCIMMY.Types.Filter(expression as never).match(shadows) as Array<{ __index: number }>
  ).map((shadow) => list[shadow.__index]!);
}

/** scimmy keeps one registry per process: its resource types are declared once, for every server. */
let declared = false;
function declareScim(): void {
  if (declared) return;
  declared = true;
  SCIMMY.Config.set({
    patch: true,
    filter: { supported: true, maxResults: 1000 },
    bulk: { supported: false },
    changePassword: false,
    sort: false,
    etag: false,
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'SCIM token',
        description: 'The team’s SCIM token, made by an admin in Settings → Provisioning.',
        primary: true,
      },
    ],
  });
  SCIMMY.Resources.declare(SCIMMY.Resources.User)
    .egress(async (resource, ctx: Ctx) =>
      scimCall(async () => {
        if (resource.id) return userOut(await ctx.scim.users.get(idOf(resource.id)));
        const users = (await ctx.scim.users.list()).map(userOut);
        return matching(resource.filter, users, ['username', 'externalid']);
      }),
    )
    .ingress(async (resource, instance, ctx: Ctx) =>
      scimCall(async () => {
        const input = {
          userName: instance.userName as string,
          name: instance.name as { formatted?: string; givenName?: string; familyName?: string },
          displayName: instance.displayName as string | undefined,
          active: instance.active as boolean | undefined,
          externalId: instance.externalId as string | undefined,
        };
        return userOut(
          resource.id
            ? await ctx.scim.users.replace(idOf(resource.id), input)
            : await ctx.scim.users.create(input),
        );
      }),
    )
    .degress(async (resource, ctx: Ctx) =>
      scimCall(() => ctx.scim.users.remove(idOf(resource.id))),
    );
  SCIMMY.Resources.declare(SCIMMY.Resources.Group)
    .egress(async (resource, ctx: Ctx) =>
      scimCall(async () => {
        const names = new Map((await ctx.scim.users.list()).map((m) => [m.id, m.name]));
        if (resource.id) return groupOut(await ctx.scim.groups.get(idOf(resource.id)), names);
        const groups = (await ctx.scim.groups.list()).map((g) => groupOut(g, names));
        return matching(resource.filter, groups, ['displayname', 'externalid']);
      }),
    )
    .ingress(async (resource, instance, ctx: Ctx) =>
      scimCall(async () => {
        const members = (instance.members ?? []) as Array<{ value?: string }>;
        const input = {
          displayName: instance.displayName as string,
          externalId: instance.externalId as string | undefined,
          memberIds: members.map((member) => {
            const id = Number(member.value);
            if (!Number.isInteger(id) || id < 1)
              throw new ScimError(
                400,
                'invalidValue',
                `Group member ${member.value} is not a user.`,
              );
            return id;
          }),
        };
        const group = resource.id
          ? await ctx.scim.groups.replace(idOf(resource.id), input)
          : await ctx.scim.groups.create(input);
        const names = new Map((await ctx.scim.users.list()).map((m) => [m.id, m.name]));
        return groupOut(group, names);
      }),
    )
    .degress(async (resource, ctx: Ctx) =>
      scimCall(() => ctx.scim.groups.remove(idOf(resource.id))),
    );
}

/** A refusal as SCIM's Error message. */
const scimError = (status: number, detail: string, scimType?: string) =>
  new Response(
    JSON.stringify(
      new SCIMMY.Messages.Error({ status, ...(scimType && { scimType }), detail } as never),
    ),
    { status, headers: { 'content-type': SCIM_TYPE } },
  );

/**
 * Every answer of these routes in SCIM's form: a refusal before the handler (the guard, the
 * input's checks) as SCIM's Error message, and each JSON answer as `application/scim+json`.
 */
const scimAnswers: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await next();
  const type = c.res.headers.get('content-type') ?? '';
  if (c.res.status < 400 || type.startsWith(SCIM_TYPE)) return;
  const said = (await c.res
    .clone()
    .json()
    .catch(() => undefined)) as { error?: { message?: string } } | undefined;
  const answer = scimError(c.res.status, said?.error?.message ?? 'The request failed.');
  for (const [name, value] of c.res.headers)
    if (name !== 'content-type' && name !== 'content-length') answer.headers.set(name, value);
  c.res = answer;
};

/** A handler whose SCIM refusals (scimmy's, or the service's made into them) answer in SCIM's form. */
const scimHandler =
  <C extends ApiContext>(work: (c: C) => Promise<Response>) =>
  async (c: C): Promise<Response> => {
    try {
      return await work(c);
    } catch (error) {
      if (error instanceof SCIMMY.Types.Error)
        return scimError(error.status, error.message, error.scimType ?? undefined);
      throw error;
    }
  };

/**
 * Entra ID sends booleans as text in some PATCH operations ("True", "False"): read as the booleans
 * they mean before scimmy checks the types.
 */
function entraBooleans(body: unknown): unknown {
  const fix = (value: unknown): unknown =>
    value === 'True' || value === 'true'
      ? true
      : value === 'False' || value === 'false'
        ? false
        : value;
  const message = body as { Operations?: Array<{ path?: string; value?: unknown }> };
  if (!Array.isArray(message?.Operations)) return body;
  return {
    ...message,
    Operations: message.Operations.map((op) => {
      if (op?.path?.toLowerCase() === 'active') return { ...op, value: fix(op.value) };
      if (op?.value && typeof op.value === 'object' && 'active' in op.value)
        return {
          ...op,
          value: { ...op.value, active: fix((op.value as { active: unknown }).active) },
        };
      return op;
    }),
  };
}

const listQuery = z.object({
  filter: z.string().max(1000).optional(),
  startIndex: z.coerce.number().int().min(1).optional(),
  count: z.coerce.number().int().min(0).max(1000).optional(),
  attributes: z.string().max(1000).optional(),
  excludedAttributes: z.string().max(1000).optional(),
});
const resourceId = z.object({ id: z.string().max(20) });
const scimBody = (description: string) => ({
  required: true,
  content: { [SCIM_TYPE]: { schema: z.looseObject({ schemas: z.array(z.string()) }) } },
  description,
});
const scimOk = (description: string) => ({
  description,
  content: { [SCIM_TYPE]: { schema: z.looseObject({ schemas: z.array(z.string()) }) } },
});

export function scimRoutes(deps: {
  scim: ScimService;
  origin: (c: ApiContext) => string;
}): ApiRoutes {
  declareScim();
  const { scim } = deps;
  const ctx: Ctx = { scim };
  const routes = new ApiRoutes();
  routes.use('*', async (c, next) => {
    // Each resource's `meta.location` is made from its type's base path (scimmy's, one per process).
    const base = `${deps.origin(c)}${SCIM_BASE}`;
    SCIMMY.Resources.User.basepath(base);
    SCIMMY.Resources.Group.basepath(base);
    await next();
  });
  routes.use('*', scimAnswers);
  const answer = (c: ApiContext, body: unknown, status: 200 | 201 = 200) =>
    c.body(JSON.stringify(body), status, { 'content-type': SCIM_TYPE });
  const bodyOf = (c: ApiContext) => jsonBody(c) as Promise<Record<string, unknown>>;

  const discovery = [
    ['ServiceProviderConfig', 'scimServiceProviderConfig', 'What this SCIM service supports'],
    ['ResourceTypes', 'scimResourceTypes', 'The resource types: User and Group'],
    ['Schemas', 'scimSchemas', 'The schemas of the resource types'],
  ] as const;
  for (const [path, operationId, summary] of discovery)
    routes.handle(
      createRoute({
        method: 'get',
        path: `/${path}`,
        operationId,
        tags: ['Provisioning (SCIM)'],
        summary,
        middleware: allowProvisioner(),
        responses: { 200: scimOk(summary) },
      }),
      scimHandler(async (c) =>
        answer(
          c,
          await (path === 'ServiceProviderConfig'
            ? new SCIMMY.Resources.ServiceProviderConfig().read()
            : path === 'ResourceTypes'
              ? new SCIMMY.Resources.ResourceType().read()
              : new SCIMMY.Resources.Schema().read()),
        ),
      ),
    );

  const kinds = [
    { path: 'Users', noun: 'User', Resource: SCIMMY.Resources.User },
    { path: 'Groups', noun: 'Group', Resource: SCIMMY.Resources.Group },
  ] as const;
  for (const { path, noun, Resource } of kinds) {
    const tags = ['Provisioning (SCIM)'];
    const guard = allowProvisioner();
    routes
      .handle(
        createRoute({
          method: 'get',
          path: `/${path}`,
          operationId: `scimList${path}`,
          tags,
          summary: `${noun}s, filtered (\`filter=${noun === 'User' ? 'userName' : 'displayName'} eq "…"\`) and paged`,
          middleware: guard,
          request: { query: listQuery },
          responses: { 200: scimOk('A ListResponse') },
        }),
        scimHandler(async (c) =>
          answer(c, await new Resource(c.req.valid('query') as never).read(ctx)),
        ),
      )
      .handle(
        createRoute({
          method: 'get',
          path: `/${path}/:id`,
          operationId: `scimGet${noun}`,
          tags,
          summary: `One ${noun.toLowerCase()}`,
          middleware: guard,
          request: { params: resourceId },
          responses: { 200: scimOk(`The ${noun.toLowerCase()}`) },
        }),
        scimHandler(async (c) => answer(c, await new Resource(c.req.valid('param').id).read(ctx))),
      )
      .handle(
        createRoute({
          method: 'post',
          path: `/${path}`,
          operationId: `scimCreate${noun}`,
          tags,
          summary: `Create a ${noun.toLowerCase()}`,
          middleware: guard,
          ownBody: true,
          request: { body: scimBody(`A SCIM ${noun}`) },
          responses: { 201: scimOk(`The ${noun.toLowerCase()} made`) },
        }),
        scimHandler(async (c) => {
          const made = (await new Resource().write(await bodyOf(c), ctx)) as { id: string };
          c.header('location', `${deps.origin(c)}${SCIM_BASE}/${path}/${made.id}`);
          return answer(c, made, 201);
        }),
      )
      .handle(
        createRoute({
          method: 'put',
          path: `/${path}/:id`,
          operationId: `scimReplace${noun}`,
          tags,
          summary: `Replace a ${noun.toLowerCase()}`,
          middleware: guard,
          ownBody: true,
          request: { params: resourceId, body: scimBody(`A SCIM ${noun}`) },
          responses: { 200: scimOk(`The ${noun.toLowerCase()}`) },
        }),
        scimHandler(async (c) =>
          answer(c, await new Resource(c.req.valid('param').id).write(await bodyOf(c), ctx)),
        ),
      )
      .handle(
        createRoute({
          method: 'patch',
          path: `/${path}/:id`,
          operationId: `scimPatch${noun}`,
          tags,
          summary: `Change a ${noun.toLowerCase()} (a PatchOp: add, replace, remove)`,
          middleware: guard,
          ownBody: true,
          request: { params: resourceId, body: scimBody('A SCIM PatchOp message') },
          responses: { 200: scimOk(`The ${noun.toLowerCase()}`) },
        }),
        scimHandler(async (c) => {
          const changed = await new Resource(c.req.valid('param').id).patch(
            entraBooleans(await bodyOf(c)) as never,
            ctx,
          );
          // A PATCH that changes nothing may answer nothing (RFC 7644 §3.5.2).
          return changed === undefined ? c.body(null, 204) : answer(c, changed);
        }),
      )
      .handle(
        createRoute({
          method: 'delete',
          path: `/${path}/:id`,
          operationId: `scimDelete${noun}`,
          tags,
          summary:
            noun === 'User'
              ? 'Delete a user: the member is deactivated and no longer shown here'
              : 'Delete a group',
          middleware: guard,
          request: { params: resourceId },
          responses: { 204: noContent },
        }),
        scimHandler(async (c) => {
          await new Resource(c.req.valid('param').id).dispose(ctx);
          return c.body(null, 204);
        }),
      );
  }
  return routes;
}

/** Settings → Provisioning (admins): the SCIM token and which group gives which role. */
export function scimSettingsRoutes(deps: {
  scim: ScimService;
  origin: (c: ApiContext) => string;
}): ApiRoutes {
  const { scim, origin } = deps;
  const tags = ['Provisioning (SCIM)'];
  const baseUrl = (c: ApiContext) => `${origin(c)}${SCIM_BASE}`;
  return new ApiRoutes()
    .handle(
      createRoute({
        method: 'get',
        path: '/token',
        operationId: 'getScimToken',
        tags,
        summary: 'The SCIM base URL, and whether the team has a SCIM token',
        middleware: allow('manage-members'),
        responses: { 200: ok(scimTokenStatusSchema) },
      }),
      async (c) => c.json({ baseUrl: baseUrl(c), token: (await scim.token.status()) ?? null }),
    )
    .handle(
      createRoute({
        method: 'post',
        path: '/token',
        operationId: 'createScimToken',
        tags,
        summary: 'Make the team’s SCIM token (it replaces the one before)',
        description:
          'The token is answered this once: give it to the identity provider with the base URL. Only its hash is kept.',
        middleware: allow('manage-members'),
        responses: { 201: created(scimTokenCreatedSchema) },
      }),
      async (c) =>
        c.json({ baseUrl: baseUrl(c), ...(await scim.token.create(memberOf(c)!.id)) }, 201),
    )
    .handle(
      createRoute({
        method: 'delete',
        path: '/token',
        operationId: 'revokeScimToken',
        tags,
        summary: 'Revoke the SCIM token: the identity provider can no longer provision',
        middleware: allow('manage-members'),
        responses: { 204: noContent },
      }),
      async (c) => {
        await scim.token.revoke();
        return c.body(null, 204);
      },
    )
    .handle(
      createRoute({
        method: 'get',
        path: '/settings',
        operationId: 'getScimSettings',
        tags,
        summary: 'The role of members the provider makes, and of each group',
        middleware: allow('manage-members'),
        responses: { 200: ok(scimSettingsSchema) },
      }),
      async (c) => c.json(await scim.settings.get()),
    )
    .handle(
      createRoute({
        method: 'put',
        path: '/settings',
        operationId: 'setScimSettings',
        tags,
        summary: 'Set the roles of the provider’s groups',
        description:
          'Every member whose role follows their groups takes the role these say at once (a team keeps an active admin: `409`).',
        middleware: allow('manage-members'),
        request: { body: jsonRequest(scimSettingsSchema) },
        noun: 'SCIM settings',
        responses: { 200: ok(scimSettingsSchema) },
      }),
      async (c) => c.json(await scim.settings.set(c.req.valid('json'))),
    );
}

import { z } from 'zod';
import {
  myApplicationDataSchema,
  myApplicationSchema,
  retentionPreviewSchema,
  retentionRunSchema,
  withdrawSchema,
  eraseMyApplicationSchema,
} from '@/domain/schemas';
import { allow } from '../access';
import { ApiRoutes, jsonRequest, noContent, ok, createRoute, refusals } from '../openapi/define';
import {
  eraseMyApplication,
  getMyApplication,
  getMyApplicationData,
  withdrawApplication,
} from '../services/applicants';
import { previewRetention, runRetention } from '../services/retention';
import type { MailContext } from '../services/messages';
import type { Store } from '../store/types';

const token = z.object({ token: z.string().min(1) });

/**
 * The applicant's own pages: public, since the private link is the key (a random token, only its
 * hash kept). Nothing internal is answered.
 */
export function applicantRoutes(store: Store, mail?: MailContext): ApiRoutes {
  return new ApiRoutes()
    .handle(
      createRoute({
        method: 'get',
        path: '/:token',
        operationId: 'getMyApplication',
        tags: ['Applicants'],
        summary: 'An applicant’s own status page',
        middleware: allow('public'),
        request: { params: token },
        responses: { 200: ok(myApplicationSchema) },
      }),
      async (c) => c.json(await getMyApplication(store, c.req.valid('param').token)),
    )
    .handle(
      createRoute({
        method: 'get',
        path: '/:token/data',
        operationId: 'getMyApplicationData',
        tags: ['Applicants'],
        summary: 'An applicant’s own data',
        middleware: allow('public'),
        request: { params: token },
        responses: { 200: ok(myApplicationDataSchema) },
      }),
      async (c) =>
        c.json(await getMyApplicationData(store, c.req.valid('param').token), 200, {
          'Content-Disposition': 'attachment; filename="my-application.json"',
        }),
    )
    .handle(
      createRoute({
        method: 'post',
        path: '/:token/withdraw',
        operationId: 'withdrawApplication',
        tags: ['Applicants'],
        summary: 'Withdraw one’s application (the team keeps the record)',
        middleware: allow('public'),
        request: { params: token, body: jsonRequest(withdrawSchema) },
        noun: 'Withdrawal',
        responses: { 204: noContent, ...refusals(409) },
      }),
      async (c) => {
        await withdrawApplication(store, c.req.valid('param').token, mail);
        return c.body(null, 204);
      },
    )
    .handle(
      createRoute({
        method: 'post',
        path: '/:token/erase',
        operationId: 'eraseMyApplication',
        tags: ['Applicants'],
        summary: 'Erase one’s application and data',
        middleware: allow('public'),
        request: { params: token, body: jsonRequest(eraseMyApplicationSchema) },
        noun: 'Erasure',
        responses: { 204: noContent },
      }),
      async (c) => {
        await eraseMyApplication(store, c.req.valid('param').token);
        return c.body(null, 204);
      },
    );
}

/** Retention (admins): who a run would erase today, and a run now. */
export function retentionRoutes(store: Store): ApiRoutes {
  return new ApiRoutes()
    .handle(
      createRoute({
        method: 'get',
        path: '/preview',
        operationId: 'previewRetention',
        tags: ['Settings'],
        summary: 'Who a retention run would erase',
        middleware: allow('manage-settings'),
        responses: { 200: ok(retentionPreviewSchema) },
      }),
      async (c) => c.json(await previewRetention(store)),
    )
    .handle(
      createRoute({
        method: 'post',
        path: '/run',
        operationId: 'runRetention',
        tags: ['Settings'],
        summary: 'Run retention now',
        middleware: allow('manage-settings'),
        responses: { 200: ok(retentionRunSchema) },
      }),
      async (c) => c.json(await runRetention(store)),
    );
}

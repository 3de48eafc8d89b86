import type { Context } from 'hono';
import { z } from 'zod';
import {
  approvalChainsSchema,
  approvalDeclineSchema,
  offerAcceptSchema,
  offerAnswerSchema,
  offerChangeSchema,
  offerDeclineSchema,
  offerInputSchema,
  offerLetterSchema,
  offerLinkSchema,
  offerListSchema,
  offerRecordSchema,
  offerSendSchema,
  offerSettingsSchema,
  offersToApproveSchema,
  offerWithdrawSchema,
} from '@/domain/schemas';
import { allow, memberOf, type ApiEnv } from '../access';
import { notFound } from '../errors';
import {
  ApiRoutes,
  created,
  createRoute,
  ids,
  jsonRequest,
  media,
  ok,
  refusals,
} from '../openapi/define';
import type { MailContext } from '../services/messages';
import {
  changeOffer,
  createOffer,
  decideOffer,
  decideOfferLink,
  getApprovalChains,
  getOffer,
  getOfferLink,
  getOfferSettings,
  listCandidateOffers,
  offerLetter,
  offerLetterPdf,
  offerLinkPdf,
  offersToApprove,
  recordDecision,
  saveApprovalChains,
  saveOfferSettings,
  sendOffer,
  submitOffer,
  withdrawOffer,
  type LetterPdf,
  type OfferActor,
} from '../services/offers';
import type { Store } from '../store/types';

/**
 * Offers: a candidate's (under /candidates/:id), one offer's steps (/offers), the organization's
 * offer settings and approval chains (/settings), and the candidate's private page's API
 * (/offer-links, public: the token is the key).
 */

const candidateId = ids({ id: 'Candidate' });
const offerId = ids({ id: 'Offer' });
const token = z.object({ token: z.string().min(1) });

const actorOf = (c: Context<ApiEnv>, mail?: MailContext): OfferActor => {
  const member = memberOf(c);
  return {
    ...(member && { member: { id: member.id, name: member.name, role: member.role } }),
    ...(mail && { mail }),
  };
};

const pdfAnswer = (bytes: Uint8Array, name: string) =>
  new Response(bytes as BodyInit, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${name}"`,
      'Cache-Control': 'no-store',
    },
  });

/** A candidate's offers (under /candidates/:id). */
export function candidateOfferRoutes(store: Store, mail?: MailContext): ApiRoutes {
  return new ApiRoutes()
    .handle(
      createRoute({
        method: 'get',
        path: '/:id/offers',
        operationId: 'listCandidateOffers',
        tags: ['Offers'],
        summary: 'A candidate’s offers, newest first',
        middleware: allow('make-offers'),
        request: { params: candidateId },
        responses: { 200: ok(offerListSchema) },
      }),
      async (c) =>
        c.json({
          offers: await listCandidateOffers(store, c.req.valid('param').id, actorOf(c)),
        }),
    )
    .handle(
      createRoute({
        method: 'post',
        path: '/:id/offers',
        operationId: 'createOffer',
        tags: ['Offers'],
        summary: 'Draft an offer',
        middleware: allow('make-offers'),
        request: { params: candidateId, body: jsonRequest(offerInputSchema) },
        noun: 'Offer',
        responses: { 201: created(offerAnswerSchema), ...refusals(409) },
      }),
      async (c) =>
        c.json(
          await createOffer(store, c.req.valid('param').id, c.req.valid('json'), actorOf(c, mail)),
          201,
        ),
    );
}

/** One offer's steps (/offers). `letterPdf`: a team server's letters; browser mode prints them. */
export function offerRoutes(store: Store, mail?: MailContext, letterPdf?: LetterPdf): ApiRoutes {
  const step = (
    path: string,
    operationId: string,
    summary: string,
    body: z.ZodType | undefined,
    need: 'make-offers' | 'approve-offers',
    run: (c: Context<ApiEnv>, id: number, input: never) => Promise<unknown>,
  ) =>
    createRoute({
      method: 'post',
      path: `/:id/${path}`,
      operationId,
      tags: ['Offers'],
      summary,
      middleware: allow(need),
      request: { params: offerId, ...(body && { body: jsonRequest(body) }) },
      noun: 'Offer',
      responses: { 200: ok(offerAnswerSchema), ...refusals(409) },
      run,
    });
  const routes = new ApiRoutes()
    .handle(
      createRoute({
        method: 'get',
        path: '/to-approve',
        operationId: 'listOffersToApprove',
        tags: ['Offers'],
        summary: 'The offers waiting on the caller’s approval',
        middleware: allow('approve-offers'),
        responses: { 200: ok(offersToApproveSchema) },
      }),
      async (c) => c.json(await offersToApprove(store, actorOf(c))),
    )
    .handle(
      createRoute({
        method: 'get',
        path: '/:id',
        operationId: 'getOffer',
        tags: ['Offers'],
        summary: 'An offer with its versions and approvals',
        middleware: allow('make-offers'),
        request: { params: offerId },
        responses: { 200: ok(offerAnswerSchema) },
      }),
      async (c) => c.json(await getOffer(store, c.req.valid('param').id, actorOf(c))),
    )
    .handle(
      createRoute({
        method: 'patch',
        path: '/:id',
        operationId: 'changeOffer',
        tags: ['Offers'],
        summary: 'Change an offer’s terms (a new version, approved again)',
        middleware: allow('make-offers'),
        request: { params: offerId, body: jsonRequest(offerChangeSchema) },
        noun: 'Offer',
        responses: { 200: ok(offerAnswerSchema), ...refusals(409) },
      }),
      async (c) =>
        c.json(
          await changeOffer(store, c.req.valid('param').id, c.req.valid('json'), actorOf(c, mail)),
        ),
    )
    .handle(
      createRoute({
        method: 'get',
        path: '/:id/letter',
        operationId: 'getOfferLetter',
        tags: ['Offers'],
        summary: 'The offer letter, filled in, to preview',
        middleware: allow('make-offers'),
        request: { params: offerId },
        responses: { 200: ok(offerLetterSchema) },
      }),
      async (c) =>
        c.json(await offerLetter(store, c.req.valid('param').id, actorOf(c), !!letterPdf)),
    )
    .handle(
      createRoute({
        method: 'get',
        path: '/:id/letter.pdf',
        operationId: 'getOfferLetterPdf',
        tags: ['Offers'],
        summary: 'The offer letter as a PDF (team mode)',
        middleware: allow('make-offers'),
        request: { params: offerId },
        responses: { 200: media('application/pdf') },
      }),
      async (c) => {
        if (!letterPdf) throw notFound('Browser mode prints the letter: it makes no PDF.');
        const id = c.req.valid('param').id;
        return pdfAnswer(await offerLetterPdf(store, id, actorOf(c), letterPdf), `offer-${id}.pdf`);
      },
    );
  const steps = [
    step(
      'submit',
      'submitOffer',
      'Submit an offer for approval',
      undefined,
      'make-offers',
      (c, id) => submitOffer(store, id, actorOf(c, mail)),
    ),
    step(
      'approve',
      'approveOffer',
      'Approve the step an offer waits on',
      undefined,
      'approve-offers',
      (c, id) => decideOffer(store, id, { decision: 'approved' }, actorOf(c, mail)),
    ),
    step(
      'decline',
      'declineOfferApproval',
      'Decline an offer waiting on one’s approval (back to draft)',
      approvalDeclineSchema,
      'approve-offers',
      (c, id, input: z.output<typeof approvalDeclineSchema>) =>
        decideOffer(store, id, { decision: 'declined', reason: input.reason }, actorOf(c, mail)),
    ),
    step(
      'send',
      'sendOffer',
      'Send an approved offer to its candidate',
      offerSendSchema,
      'make-offers',
      (c, id, input: z.output<typeof offerSendSchema>) =>
        sendOffer(store, id, input, actorOf(c, mail), letterPdf),
    ),
    step(
      'withdraw',
      'withdrawOffer',
      'Withdraw an offer',
      offerWithdrawSchema,
      'make-offers',
      (c, id, input: z.output<typeof offerWithdrawSchema>) =>
        withdrawOffer(store, id, input.reason, actorOf(c, mail)),
    ),
    step(
      'record',
      'recordOfferDecision',
      'Record the candidate’s answer given outside TalentFlow',
      offerRecordSchema,
      'make-offers',
      (c, id, input: z.output<typeof offerRecordSchema>) =>
        recordDecision(store, id, input, actorOf(c, mail)),
    ),
  ];
  for (const { run, ...route } of steps)
    routes.handle(route, async (c) => {
      const { id } = c.req.valid('param' as never) as { id: number };
      const input = route.request.body ? c.req.valid('json' as never) : undefined;
      return c.json(await run(c, id, input as never));
    });
  return routes;
}

/** The organization's offer settings and approval chains (under /settings). */
export function offerSettingsRoutes(store: Store): ApiRoutes {
  return new ApiRoutes()
    .handle(
      createRoute({
        method: 'get',
        path: '/offers',
        operationId: 'getOfferSettings',
        tags: ['Offers'],
        summary: 'Offer fields, letter templates and how long a link opens',
        middleware: allow('make-offers'),
        responses: { 200: ok(offerSettingsSchema) },
      }),
      async (c) => c.json(await getOfferSettings(store)),
    )
    .handle(
      createRoute({
        method: 'put',
        path: '/offers',
        operationId: 'saveOfferSettings',
        tags: ['Offers'],
        summary: 'Save the offer settings',
        middleware: allow('manage-settings'),
        request: { body: jsonRequest(offerSettingsSchema) },
        noun: 'Offer settings',
        responses: { 200: ok(offerSettingsSchema) },
      }),
      async (c) => c.json(await saveOfferSettings(store, c.req.valid('json'))),
    )
    .handle(
      createRoute({
        method: 'get',
        path: '/approvals',
        operationId: 'getApprovalChains',
        tags: ['Offers'],
        summary: 'The approval chains',
        middleware: allow('make-offers'),
        responses: { 200: ok(approvalChainsSchema) },
      }),
      async (c) => c.json(await getApprovalChains(store)),
    )
    .handle(
      createRoute({
        method: 'put',
        path: '/approvals',
        operationId: 'saveApprovalChains',
        tags: ['Offers'],
        summary: 'Save the approval chains',
        middleware: allow('manage-settings'),
        request: { body: jsonRequest(approvalChainsSchema) },
        noun: 'Approval chains',
        responses: { 200: ok(approvalChainsSchema) },
      }),
      async (c) => c.json(await saveApprovalChains(store, c.req.valid('json'))),
    );
}

/** The candidate's private offer page's API: public, the token is the key. */
export function offerLinkRoutes(store: Store, mail?: MailContext): ApiRoutes {
  const routes = new ApiRoutes()
    .handle(
      createRoute({
        method: 'get',
        path: '/:token',
        operationId: 'getOfferLink',
        tags: ['Offers'],
        summary: 'An offer as its candidate reads it',
        middleware: allow('public'),
        request: { params: token },
        responses: { 200: ok(offerLinkSchema) },
      }),
      async (c) => c.json(await getOfferLink(store, c.req.valid('param').token)),
    )
    .handle(
      createRoute({
        method: 'get',
        path: '/:token/letter.pdf',
        operationId: 'getOfferLinkLetter',
        tags: ['Offers'],
        summary: 'The offer letter as sent (PDF)',
        middleware: allow('public'),
        request: { params: token },
        responses: { 200: media('application/pdf') },
      }),
      async (c) =>
        pdfAnswer(await offerLinkPdf(store, c.req.valid('param').token), 'offer-letter.pdf'),
    );
  // The candidate's two answers: the same route but for the decision and what it takes.
  const answers = [
    createRoute({
      method: 'post',
      path: '/:token/accept',
      operationId: 'acceptOffer',
      tags: ['Offers'],
      summary: 'Accept the offer, signing with one’s full name',
      middleware: allow('public'),
      request: { params: token, body: jsonRequest(offerAcceptSchema) },
      noun: 'Acceptance',
      responses: { 200: ok(offerLinkSchema), ...refusals(409) },
    }),
    createRoute({
      method: 'post',
      path: '/:token/decline',
      operationId: 'declineOffer',
      tags: ['Offers'],
      summary: 'Decline the offer',
      middleware: allow('public'),
      request: { params: token, body: jsonRequest(offerDeclineSchema) },
      noun: 'Decline',
      responses: { 200: ok(offerLinkSchema), ...refusals(409) },
    }),
  ];
  for (const route of answers)
    routes.handle(route, async (c) => {
      const { token: key } = c.req.valid('param' as never) as { token: string };
      const input = c.req.valid('json' as never) as { name: string } | { reason?: string };
      const decision = route.path.endsWith('/accept')
        ? { decision: 'accepted' as const, ...(input as { name: string }) }
        : { decision: 'declined' as const, ...(input as { reason?: string }) };
      return c.json(await decideOfferLink(store, key, decision, c.get('clientAddress'), mail));
    });
  return routes;
}

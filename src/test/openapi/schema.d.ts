/**
 * The TalentFlow API, as TypeScript types made from a team server’s OpenAPI document.
 * Made by `npm run openapi:types` (src/node/openapi-types.ts): do not edit by hand.
 */
export interface paths {
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the API and its store answer */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/openapi.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** This OpenAPI document */
    get: operations['getOpenApi'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Live changes (server-sent events) */
    get: operations['streamEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/jobs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List jobs (a page) */
    get: operations['listJobs'];
    put?: never;
    /** Create a job */
    post: operations['createJob'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/jobs/candidate-counts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Candidates per stage of some jobs */
    get: operations['countCandidatesByJob'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/jobs/reorder': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Move a job in the order */
    patch: operations['reorderJobs'];
    trace?: never;
  };
  '/api/jobs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One job
     * @description Anyone while the job is active; members always.
     */
    get: operations['getJob'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change a job */
    patch: operations['updateJob'];
    trace?: never;
  };
  '/api/jobs/{id}/stages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A job’s hiring pipeline: its stages, in order */
    get: operations['getJobStages'];
    /** Replace a job’s stages (a removed stage’s candidates move where moveTo says) */
    put: operations['replaceJobStages'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/jobs/{id}/attention': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Candidates longer in their stage than it expects (the board’s Needs attention) */
    get: operations['getJobAttention'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/careers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The careers page: active jobs */
    get: operations['listCareers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/jobs/{id}/assessment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A job’s application form
     * @description Anyone while the job is active; members always.
     */
    get: operations['getAssessment'];
    /** Save a job’s application form */
    put: operations['saveAssessment'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/jobs/{id}/responses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A job’s responses */
    get: operations['listJobResponses'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/jobs/{id}/interview-plan': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A job’s interview plan */
    get: operations['getInterviewPlan'];
    /** Save a job’s interview plan */
    put: operations['saveInterviewPlan'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/assessments/{jobId}/submit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Apply to an active job
     * @description JSON, or a multipart form: `application` (the JSON), `resume` and `answer:<question id>` files. An anonymous applicant gets `{ received, statusUrl }` only. Anyone while the job is active; members always.
     */
    post: operations['submitApplication'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/candidates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List and search candidates (a page) */
    get: operations['listCandidates'];
    put?: never;
    /** Add a candidate by hand */
    post: operations['createCandidate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/candidates/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** One action on many candidates */
    post: operations['bulkCandidates'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/candidates/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Import candidates from a CSV file */
    post: operations['importCandidates'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/candidates/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The list as a CSV file */
    get: operations['exportCandidatesCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/candidates/stage-counts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Candidates per stage */
    get: operations['countCandidatesByStage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/candidates/duplicates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Likely duplicates */
    get: operations['listDuplicateGroups'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/candidates/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One candidate */
    get: operations['getCandidate'];
    put?: never;
    post?: never;
    /**
     * Erase an application, or the person
     * @description 204 for one application; with `scope=person`, 200 and what was erased.
     */
    delete: operations['eraseCandidate'];
    options?: never;
    head?: never;
    /** Change or move a candidate */
    patch: operations['updateCandidate'];
    trace?: never;
  };
  '/api/candidates/{id}/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Everything held on a person (subject access) */
    get: operations['exportPerson'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/candidates/{id}/applications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The person’s other applications */
    get: operations['listApplications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/candidates/{id}/duplicates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Likely duplicates of a candidate */
    get: operations['listDuplicatesOf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/candidates/{id}/merge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Merge a duplicate into this candidate */
    post: operations['mergeCandidates'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/candidates/{id}/timeline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A candidate’s timeline */
    get: operations['getTimeline'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/candidates/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject with a reason (and an email) */
    post: operations['rejectCandidate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/candidates/{id}/emails': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A candidate’s emails */
    get: operations['listCandidateEmails'];
    put?: never;
    /** Email a candidate */
    post: operations['sendCandidateEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/candidates/{id}/emails/{emailId}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel a scheduled email */
    post: operations['cancelCandidateEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/candidates/{id}/notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A candidate’s notes */
    get: operations['listNotes'];
    put?: never;
    /** Add a note */
    post: operations['addNote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/candidates/{id}/notes/{noteId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a note */
    delete: operations['deleteNote'];
    options?: never;
    head?: never;
    /** Edit one’s own note */
    patch: operations['editNote'];
    trace?: never;
  };
  '/api/candidates/{id}/responses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A candidate’s responses */
    get: operations['listCandidateResponses'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/candidates/{id}/files': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A candidate’s files */
    get: operations['listCandidateFiles'];
    put?: never;
    /** Attach a file (résumé) */
    post: operations['attachCandidateFile'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/candidates/{id}/interviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A candidate’s interviews */
    get: operations['listCandidateInterviews'];
    put?: never;
    /** Schedule an interview */
    post: operations['scheduleInterview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/candidates/{id}/scorecards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A candidate’s scorecards */
    get: operations['candidateScorecards'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/interviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Interviews in a window */
    get: operations['listInterviews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/interviews/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Reschedule or cancel an interview */
    patch: operations['changeInterview'];
    trace?: never;
  };
  '/api/interviews/{id}/invite.ics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An interview’s calendar invitation */
    get: operations['getInterviewInvite'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/interviews/{id}/scorecards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An interview’s scorecards */
    get: operations['interviewScorecards'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/interviews/{id}/scorecards/mine': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One’s own scorecard */
    get: operations['getMyScorecard'];
    /** Save or submit one’s own scorecard */
    put: operations['saveMyScorecard'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/candidates/{id}/offers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A candidate’s offers, newest first */
    get: operations['listCandidateOffers'];
    put?: never;
    /** Draft an offer */
    post: operations['createOffer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/offers/to-approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The offers waiting on the caller’s approval */
    get: operations['listOffersToApprove'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/offers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An offer with its versions and approvals */
    get: operations['getOffer'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change an offer’s terms (a new version, approved again) */
    patch: operations['changeOffer'];
    trace?: never;
  };
  '/api/offers/{id}/letter': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The offer letter, filled in, to preview */
    get: operations['getOfferLetter'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/offers/{id}/letter.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The offer letter as a PDF (team mode) */
    get: operations['getOfferLetterPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/offers/{id}/submit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Submit an offer for approval */
    post: operations['submitOffer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/offers/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve the step an offer waits on */
    post: operations['approveOffer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/offers/{id}/decline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Decline an offer waiting on one’s approval (back to draft) */
    post: operations['declineOfferApproval'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/offers/{id}/send': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send an approved offer to its candidate */
    post: operations['sendOffer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/offers/{id}/withdraw': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Withdraw an offer */
    post: operations['withdrawOffer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/offers/{id}/record': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record the candidate’s answer given outside TalentFlow */
    post: operations['recordOfferDecision'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/offers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Offer fields, letter templates and how long a link opens */
    get: operations['getOfferSettings'];
    /** Save the offer settings */
    put: operations['saveOfferSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/approvals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The approval chains */
    get: operations['getApprovalChains'];
    /** Save the approval chains */
    put: operations['saveApprovalChains'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/offer-links/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An offer as its candidate reads it */
    get: operations['getOfferLink'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/offer-links/{token}/letter.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The offer letter as sent (PDF) */
    get: operations['getOfferLinkLetter'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/offer-links/{token}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept the offer, signing with one’s full name */
    post: operations['acceptOffer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/offer-links/{token}/decline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Decline the offer */
    post: operations['declineOffer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/availability/mine': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One’s own working hours */
    get: operations['getMyAvailability'];
    /** Save one’s own working hours */
    put: operations['saveMyAvailability'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/scheduling/slots': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The free slots of a panel or a pool
     * @description Slots of `duration` minutes from `from` to `to` (at most 31 days) when every one of `interviewerIds` is free, or (`anyOf`) one of them, the one with the fewest interviews that week. Working hours, interviews already scheduled and, on a team server, each member’s own calendar count; no slot starts within `minNoticeHours` from now; `exceptInterviewId` (an interview being moved) does not count as busy. Slots start on the half hour (or every `duration` minutes when shorter).
     */
    get: operations['getFreeSlots'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/candidates/{id}/scheduling-links': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A candidate’s scheduling links, newest first */
    get: operations['listSchedulingLinks'];
    put?: never;
    /**
     * Send the candidate a link to pick a time
     * @description A private link for one of the job’s planned interviews: the candidate picks one of the free slots of the panel (`interviewerIds`) or the pool (`anyOf`) within `window`, at least `minNoticeHours` ahead. A team server emails it (the link is never answered); browser mode answers it once as `link`, to open or copy. A newer link for the same interview ends the open one before it.
     */
    post: operations['createSchedulingLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/scheduling-links/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A scheduling link as its candidate sees it
     * @description Open: the free slots to pick from. Booked: the time, and the slots and deadline of the one change the candidate may still make.
     */
    get: operations['getSchedulingLink'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/scheduling-links/{token}/book': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Book one of the link’s free slots
     * @description The slot is checked again: one taken meanwhile is a 409, and the page shows the rest.
     */
    post: operations['bookSchedulingLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/scheduling-links/{token}/reschedule': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Move the booked interview to another free slot (once) */
    post: operations['rescheduleSchedulingLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/scheduling-links/{token}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel the booked interview (once) */
    post: operations['cancelSchedulingLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/files/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download a file */
    get: operations['getFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/backup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The whole hiring data as one JSON document */
    get: operations['exportBackup'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/backup/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Replace everything with a backup */
    post: operations['restoreBackup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The hiring report */
    get: operations['getReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/rejection-reasons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Rejection reasons */
    get: operations['getRejectionReasons'];
    /** Save rejection reasons */
    put: operations['saveRejectionReasons'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/search-index': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How far files’ text is indexed */
    get: operations['getSearchIndexStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/privacy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The privacy notice and retention */
    get: operations['getPrivacySettings'];
    /** Save the privacy settings */
    put: operations['savePrivacySettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/organization': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The organization (careers page) */
    get: operations['getOrganization'];
    /** Save the organization */
    put: operations['saveOrganization'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/interview-reminders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many hours before an interview reminders are emailed */
    get: operations['getInterviewReminders'];
    /** Save when interview reminders are emailed */
    put: operations['saveInterviewReminders'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/email-templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Email templates */
    get: operations['listEmailTemplates'];
    put?: never;
    /** Add an email template */
    post: operations['createEmailTemplate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/email-templates/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change an email template */
    put: operations['updateEmailTemplate'];
    post?: never;
    /** Delete an email template */
    delete: operations['deleteEmailTemplate'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pipeline-templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Pipeline templates */
    get: operations['listPipelineTemplates'];
    put?: never;
    /** Add a pipeline template */
    post: operations['createPipelineTemplate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pipeline-templates/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a pipeline template */
    put: operations['updatePipelineTemplate'];
    post?: never;
    /** Delete a pipeline template */
    delete: operations['deletePipelineTemplate'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/my-application/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An applicant’s own status page */
    get: operations['getMyApplication'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/my-application/{token}/data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An applicant’s own data */
    get: operations['getMyApplicationData'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/my-application/{token}/withdraw': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Withdraw one’s application (the team keeps the record) */
    post: operations['withdrawApplication'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/my-application/{token}/erase': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Erase one’s application and data */
    post: operations['eraseMyApplication'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/retention/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who a retention run would erase */
    get: operations['previewRetention'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/retention/run': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Run retention now */
    post: operations['runRetention'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/setup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the first admin is set up */
    get: operations['getSetupStatus'];
    put?: never;
    /** Set up the first admin (signs in) */
    post: operations['setUp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in (sets the session cookie) */
    post: operations['signIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out */
    post: operations['signOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in member */
    get: operations['getMe'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change one’s own time zone */
    patch: operations['updateMe'];
    trace?: never;
  };
  '/api/auth/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One’s own sessions */
    get: operations['listMySessions'];
    put?: never;
    post?: never;
    /** End one’s other sessions */
    delete: operations['endMyOtherSessions'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/sessions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** End one of one’s sessions */
    delete: operations['endMySession'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/two-factor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One’s two-factor sign-in */
    get: operations['getTwoFactor'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/two-factor/setup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start setting up two-factor sign-in */
    post: operations['setUpTwoFactor'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/two-factor/enable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Turn on two-factor sign-in (with the password and a code) */
    post: operations['enableTwoFactor'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/two-factor/disable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Turn off two-factor sign-in */
    post: operations['disableTwoFactor'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/forgot-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Email a password reset link */
    post: operations['forgotPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Choose a new password with a reset link */
    post: operations['resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change one’s password */
    put: operations['changePassword'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tokens': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** API tokens */
    get: operations['listApiTokens'];
    put?: never;
    /** Make an API token (its secret is shown once) */
    post: operations['createApiToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tokens/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke an API token */
    delete: operations['revokeApiToken'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The audit log (a page) */
    get: operations['listAuditEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audit/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The audit log as a CSV file */
    get: operations['exportAuditCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audit/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Check the audit log’s chain */
    get: operations['verifyAudit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/security': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The team’s sign-in rules */
    get: operations['getSecurityPolicy'];
    /** Save the sign-in rules */
    put: operations['saveSecurityPolicy'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/emails': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The outbox */
    get: operations['listOutbox'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/emails/{id}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a failed email again */
    post: operations['retryEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One’s notifications */
    get: operations['listNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark notifications read */
    post: operations['markNotificationsRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/preferences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One’s notification preferences */
    get: operations['getNotificationPreferences'];
    /** Save one’s notification preferences */
    put: operations['saveNotificationPreferences'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invitations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Open invitations */
    get: operations['listInvitations'];
    put?: never;
    /** Invite a member */
    post: operations['invite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invitations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke an invitation */
    delete: operations['revokeInvitation'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invitations/{id}/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send an invitation again */
    post: operations['resendInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invitations/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What an invitation is for */
    get: operations['previewInvitation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invitations/{token}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept an invitation (signs in) */
    post: operations['acceptInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The team’s members (with candidateId, those who may open that candidate) */
    get: operations['listMembers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/deactivated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Deactivated members */
    get: operations['listDeactivatedMembers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}/password-reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Email a member a reset link */
    post: operations['sendPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Sign a member out everywhere */
    delete: operations['endMemberSessions'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}/two-factor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a member’s second factor and recovery codes
     * @description They sign in with their password alone until they set it up again. Not for one’s own (409): that goes off on the Account page, with the password and a code.
     */
    delete: operations['resetMemberTwoFactor'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change a member’s role or name, or deactivate */
    patch: operations['updateMember'];
    trace?: never;
  };
  '/api/calendar/feed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One’s calendar feed */
    get: operations['getCalendarFeed'];
    put?: never;
    /** A new calendar feed address */
    post: operations['renewCalendarFeed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/calendar/busy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether one’s own calendar is read for busy times, and how its last reading went */
    get: operations['getBusyCalendar'];
    /** Read one’s own calendar (its private iCalendar address) for busy times */
    put: operations['connectBusyCalendar'];
    post?: never;
    /** Stop reading one’s own calendar, forgetting its busy times */
    delete: operations['disconnectBusyCalendar'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/calendar/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A calendar feed (its secret address) */
    get: operations['getCalendar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Webhook endpoints */
    get: operations['listWebhooks'];
    put?: never;
    /** Register a webhook endpoint */
    post: operations['createWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a webhook endpoint */
    delete: operations['deleteWebhook'];
    options?: never;
    head?: never;
    /** Change a webhook endpoint */
    patch: operations['updateWebhook'];
    trace?: never;
  };
  '/api/webhooks/{id}/rotate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A new signing secret */
    post: operations['rotateWebhookSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An endpoint’s deliveries */
    get: operations['listWebhookDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/{id}/deliveries/{deliveryId}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a delivery again */
    post: operations['retryWebhookDelivery'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/docs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** This API reference page (HTML) */
    get: operations['getApiDocs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/docs/scalar.js': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The API reference page’s script */
    get: operations['getApiDocsScript'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sso/providers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The identity providers members sign in with */
    get: operations['listIdentityProviders'];
    put?: never;
    /**
     * Add an identity provider (OpenID Connect or SAML 2.0)
     * @description An OpenID provider’s configuration is read first (a `400` says what failed); its client secret is kept sealed and never answered. A SAML provider is described by its metadata (`metadataXml`, or `metadataUrl` read once) or by `entityId`, `ssoUrl` and `certificate`; give it TalentFlow’s `spMetadataUrl` (or `spEntityId` and `acsUrl`). Its email domains are used for sign-in once an admin proves them (`POST /sso/providers/:id/verify`); a domain another provider claims is a `409`.
     */
    post: operations['addIdentityProvider'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sso/providers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change an identity provider
     * @description Without `clientSecret` the one kept stays; a SAML provider given neither metadata nor its fields keeps what it had. A domain kept keeps its proof, unless the issuer (or entity id) changed.
     */
    put: operations['changeIdentityProvider'];
    post?: never;
    /** Remove an identity provider (its domains sign in with passwords again) */
    delete: operations['removeIdentityProvider'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sso/providers/{id}/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Prove the provider’s domains by signing in through it
     * @description Answers the provider’s sign-in address: the admin signs in there as someone of a claimed domain, and that domain is proved. Nobody is signed in by it.
     */
    post: operations['verifyIdentityProvider'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sso/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Where a sign-in of this email goes: its identity provider, or the password
     * @description An address of a proved domain answers `{ sso: true, provider, url }`: send the browser to `url`. Each such start counts with the failed sign-ins of the address (`429` past the limit). Any other answers `{ sso: false }` and writes nothing: sign in with the password.
     */
    get: operations['startSignIn'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sso/{id}/metadata.xml': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * TalentFlow’s SAML metadata for a SAML provider (give it to the provider)
     * @description Its entity id (this address), its assertion consumer service, and that it wants signed assertions. Public: it holds no secret, and providers read it from here.
     */
    get: operations['samlServiceProviderMetadata'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sso/saml/acs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Where a SAML provider posts its response (assertion consumer service)
     * @description The person’s browser posts it from the provider’s page, so it is accepted from another site. It counts only with the `RelayState` of a sign-in begun here and a response answering that request, signed (response and assertion) by the provider, for this server (audience, recipient) and in its time window. Redirects as the OpenID callback does.
     */
    post: operations['samlAssertionConsumer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sso/oidc/callback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Where the identity provider sends the person back
     * @description Redirects to the app signed in (the session cookie set), to Settings after a domain was proved, or to the sign-in page with `?sso=` and why it failed: `expired`, `refused`, `unverified-email`, `other-domain`, `no-account` or `inactive`.
     */
    get: operations['oidcCallback'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/scim/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The SCIM base URL, and whether the team has a SCIM token */
    get: operations['getScimToken'];
    put?: never;
    /**
     * Make the team’s SCIM token (it replaces the one before)
     * @description The token is answered this once: give it to the identity provider with the base URL. Only its hash is kept.
     */
    post: operations['createScimToken'];
    /** Revoke the SCIM token: the identity provider can no longer provision */
    delete: operations['revokeScimToken'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/scim/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The role of members the provider makes, and of each group */
    get: operations['getScimSettings'];
    /**
     * Set the roles of the provider’s groups
     * @description Every member whose role follows their groups takes the role these say at once (a team keeps an active admin: `409`).
     */
    put: operations['setScimSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/scim/v2/ServiceProviderConfig': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What this SCIM service supports */
    get: operations['scimServiceProviderConfig'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/scim/v2/ResourceTypes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The resource types: User and Group */
    get: operations['scimResourceTypes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/scim/v2/Schemas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The schemas of the resource types */
    get: operations['scimSchemas'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/scim/v2/Users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Users, filtered (`filter=userName eq "…"`) and paged */
    get: operations['scimListUsers'];
    put?: never;
    /** Create a user */
    post: operations['scimCreateUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/scim/v2/Users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One user */
    get: operations['scimGetUser'];
    /** Replace a user */
    put: operations['scimReplaceUser'];
    post?: never;
    /** Delete a user: the member is deactivated and no longer shown here */
    delete: operations['scimDeleteUser'];
    options?: never;
    head?: never;
    /** Change a user (a PatchOp: add, replace, remove) */
    patch: operations['scimPatchUser'];
    trace?: never;
  };
  '/api/scim/v2/Groups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Groups, filtered (`filter=displayName eq "…"`) and paged */
    get: operations['scimListGroups'];
    put?: never;
    /** Create a group */
    post: operations['scimCreateGroup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/scim/v2/Groups/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One group */
    get: operations['scimGetGroup'];
    /** Replace a group */
    put: operations['scimReplaceGroup'];
    post?: never;
    /** Delete a group */
    delete: operations['scimDeleteGroup'];
    options?: never;
    head?: never;
    /** Change a group (a PatchOp: add, replace, remove) */
    patch: operations['scimPatchGroup'];
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    Error: {
      /** @description More fields may name what the error is about (a conflict’s row id). */
      error: {
        code: string;
        message: string;
      } & {
        [key: string]: unknown;
      };
    };
    Health: {
      /** @constant */
      status: 'ok';
    };
    HealthUnavailable: {
      /** @constant */
      status: 'unavailable';
    };
    /** @description An OpenAPI 3.1 document (https://spec.openapis.org/oas/v3.1.1). */
    OpenApiDocument: {
      openapi: string;
      info: {
        title: string;
        version: string;
      } & {
        [key: string]: unknown;
      };
      paths: {
        [key: string]: {
          [key: string]: unknown;
        };
      };
      components: {
        [key: string]: unknown;
      };
    } & {
      [key: string]: unknown;
    };
    JobsList: {
      jobs: components['schemas']['Job'][];
      totalCount: number;
    };
    Job: {
      id: number;
      title: string;
      slug: string;
      /** @enum {string} */
      status: 'active' | 'archived' | 'draft';
      tags: unknown;
      order: number;
      description?: string;
      location?: string;
      department?: string;
      /** @enum {string} */
      employmentType?: 'full-time' | 'part-time' | 'contract' | 'internship' | 'temporary';
      openings?: number;
      ownerId?: number;
      /** @constant */
      confirmationEmail?: false;
      createdAt?: string;
      stages?: {
        id: string;
        name: string;
        /** @enum {string} */
        category: 'applied' | 'screen' | 'tech' | 'offer' | 'hired' | 'rejected';
        expectedDays?: number;
      }[];
    };
    JobCounts: {
      counts: {
        [key: string]: number;
      };
    };
    ReorderJobsResult: {
      jobs: components['schemas']['Job'][];
    };
    StagesAnswer: {
      stages: {
        id: string;
        name: string;
        /** @enum {string} */
        category: 'applied' | 'screen' | 'tech' | 'offer' | 'hired' | 'rejected';
        expectedDays?: number;
      }[];
    };
    Attention: {
      candidates: {
        id: number;
        name: string;
        /** @enum {string} */
        stage: 'applied' | 'screen' | 'tech' | 'offer' | 'hired' | 'rejected';
        stageId: string;
        since: string;
        daysInStage: number;
        expectedDays: number;
      }[];
      /** @description How many there are; at most 200 are listed. */
      total: number;
    };
    Careers: {
      jobs: {
        id: number;
        title: string;
        location?: string;
        department?: string;
        /** @enum {string} */
        employmentType?: 'full-time' | 'part-time' | 'contract' | 'internship' | 'temporary';
      }[];
      departments: string[];
      locations: string[];
    };
    Assessment: {
      jobId: number;
      structure: {
        title: string;
        /** @enum {string} */
        resume?: 'optional' | 'required' | 'off';
        sections: {
          id: string;
          title: string;
          questions: {
            id: string;
            /** @enum {string} */
            type:
              | 'short-text'
              | 'long-text'
              | 'single-choice'
              | 'multi-choice'
              | 'numeric'
              | 'file-upload';
            label: string;
            required: boolean;
            options?: {
              id: string;
              value: string;
            }[];
            range?: {
              min: number;
              max: number;
            };
            condition?: {
              sourceQuestionId: '' | string;
              /** @enum {string} */
              operator: 'equals' | 'not-equals';
              value: string;
            };
          }[];
        }[];
      };
    };
    ListJobResponsesAnswer: {
      id: number;
      jobId: number;
      candidateId: number;
      answers: {
        [key: string]: string | string[];
      };
      submittedAt: string;
      /** @constant */
      unverified?: true;
      candidate: {
        id: number;
        name: string;
        email: string;
        /** @enum {string} */
        stage: 'applied' | 'screen' | 'tech' | 'offer' | 'hired' | 'rejected';
      } | null;
      files: {
        id: number;
        name: string;
        type: string;
        size: number;
        questionId?: string;
      }[];
    }[];
    InterviewPlan: {
      interviews: {
        id: string;
        name: string;
        /** @enum {string} */
        stage: 'screen' | 'tech' | 'offer';
        /** @description The job’s stage the interview belongs to, one of `stage`’s category. Absent: the category’s first stage of the job. */
        stageId?: string;
        durationMinutes: number;
        attributes: {
          id: string;
          heading: string;
          name: string;
        }[];
      }[];
    };
    SubmitApplicationAnswer:
      | {
          response: {
            id: number;
            jobId: number;
            candidateId: number;
            answers: {
              [key: string]: string | string[];
            };
            submittedAt: string;
            /** @constant */
            unverified?: true;
          };
          candidate: components['schemas']['Candidate'];
          statusUrl: string;
        }
      | {
          /** @constant */
          received: true;
          statusUrl: string;
        };
    CandidatesList: {
      candidates: {
        id: number;
        name: string;
        email: string;
        /** @enum {string} */
        stage: 'applied' | 'screen' | 'tech' | 'offer' | 'hired' | 'rejected';
        stageId?: string;
        jobId: number;
        phone?: string;
        /** @enum {string} */
        source?: 'applied' | 'referral' | 'sourced' | 'agency' | 'other';
        consentAt?: string;
        noticeVersion?: number;
        withdrawnAt?: string;
        timeZone?: unknown;
        tags?: unknown;
        appliedAt?: string;
        lastActivityAt?: string;
        match?: {
          /** @enum {string} */
          field: 'name' | 'email' | 'note' | 'resume';
          snippet: string;
        };
      }[];
      totalCount?: number;
      /** @constant */
      capped?: true;
    };
    Candidate: {
      id: number;
      name: string;
      email: string;
      /** @enum {string} */
      stage: 'applied' | 'screen' | 'tech' | 'offer' | 'hired' | 'rejected';
      stageId?: string;
      jobId: number;
      phone?: string;
      /** @enum {string} */
      source?: 'applied' | 'referral' | 'sourced' | 'agency' | 'other';
      consentAt?: string;
      noticeVersion?: number;
      withdrawnAt?: string;
      timeZone?: unknown;
      tags?: unknown;
    };
    BulkResult: {
      updated: number;
      emails?: {
        id?: number;
        to: string;
        subject: string;
        text: string;
        /** @description Browser mode: the email as HTML too. */
        html?: string;
        /** @enum {string} */
        state: 'waiting' | 'queued' | 'scheduled' | 'sent' | 'failed' | 'cancelled' | 'mail-app';
        sendAt?: string;
      }[];
    };
    CandidateImportResult: {
      dryRun: boolean;
      created: number;
      errors: {
        row: number;
        message: string;
      }[];
      columns: {
        header: string;
        field: ('name' | 'email' | 'phone' | 'stage' | 'source' | 'tags') | null;
      }[];
      ignoredColumns: string[];
      preview: {
        row: number;
        name: string;
        email: string;
        phone?: string;
        /** @enum {string} */
        stage: 'applied' | 'screen' | 'tech' | 'offer' | 'hired' | 'rejected';
        /** @enum {string} */
        source: 'applied' | 'referral' | 'sourced' | 'agency' | 'other';
        tags: string[];
      }[];
    };
    StageCounts: {
      counts: {
        applied: number;
        screen: number;
        tech: number;
        offer: number;
        hired: number;
        rejected: number;
      };
      totalCount: number;
      /** @constant */
      capped?: true;
      stageIds?: {
        [key: string]: number;
      };
    };
    DuplicateGroups: {
      groups: {
        candidateIds: number[];
        /** @enum {string} */
        reason: 'phone' | 'name-and-resume';
      }[];
    };
    ErasureResult: {
      erased: number;
    };
    SubjectAccessExport: {
      exportedAt: string;
      email: string;
      applications: {
        candidate: components['schemas']['Candidate'];
        job: {
          id: number;
          title: string;
        } | null;
        responses: {
          id: number;
          jobId: number;
          candidateId: number;
          answers: {
            [key: string]: string | string[];
          };
          submittedAt: string;
          /** @constant */
          unverified?: true;
        }[];
        files: {
          id: number;
          candidateId: number;
          jobId: number;
          responseId?: number;
          questionId?: string;
          name: string;
          /** @enum {string} */
          type:
            | 'application/pdf'
            | 'application/msword'
            | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
            | 'application/vnd.oasis.opendocument.text'
            | 'application/rtf'
            | 'text/plain; charset=utf-8'
            | 'image/png'
            | 'image/jpeg';
          size: number;
          createdAt: string;
          content: string;
        }[];
        notes: components['schemas']['Note'][];
        timeline: {
          date: string;
          /** @enum {string} */
          stage: 'applied' | 'screen' | 'tech' | 'offer' | 'hired' | 'rejected';
          stageId?: string;
          notes: string;
          author?: {
            id: number;
            name: string;
          };
          reason?: string;
          id: number;
          candidateId: number;
        }[];
        interviews: {
          id: number;
          candidateId: number;
          jobId: number;
          planInterviewId: string;
          name: string;
          startsAt: string;
          durationMinutes: number;
          interviewerIds: number[];
          location?: string;
          videoUrl?: string;
          instructions?: string;
          /** @constant */
          inviteCandidate?: true;
          /** @enum {string} */
          status: 'scheduled' | 'cancelled';
          sequence: number;
          createdAt: string;
          author?: {
            id: number;
            name: string;
          };
        }[];
        offers: {
          id: number;
          candidateId: number;
          jobId: number;
          /** @enum {string} */
          status: 'draft' | 'pending' | 'approved' | 'sent' | 'accepted' | 'declined' | 'withdrawn';
          version: number;
          round: number;
          approvals: {
            round: number;
            step: number;
            memberId: number;
            name: string;
            /** @enum {string} */
            decision: 'approved' | 'declined';
            at: string;
            reason?: string;
          }[];
          createdAt: string;
          updatedAt: string;
          author?: {
            id: number;
            name: string;
          };
          sentAt?: string;
          sentVersion?: number;
          expiresAt?: string;
          decidedAt?: string;
          signedName?: string;
          signedFrom?: string;
          letterSha256?: string;
          declineReason?: string;
          recordedBy?: {
            id: number;
            name: string;
          };
          withdrawReason?: string;
        }[];
        offerVersions: {
          id: number;
          offerId: number;
          candidateId: number;
          version: number;
          salary: {
            amount: number;
            currency: string;
            /** @enum {string} */
            period: 'year' | 'month' | 'hour';
          };
          startDate: string;
          fields: {
            [key: string]: string | number;
          };
          notes?: string;
          templateId: string;
          createdAt: string;
          author?: {
            id: number;
            name: string;
          };
          letter?: string;
          letterPdf?: string;
          letterSha256?: string;
        }[];
        schedulingLinks: {
          id: number;
          candidateId: number;
          jobId: number;
          planInterviewId: string;
          name: string;
          durationMinutes: number;
          interviewerIds: number[];
          pool: boolean;
          windowFrom: string;
          windowTo: string;
          minNoticeHours: number;
          /** @constant */
          moveCandidate?: true;
          /** @enum {string} */
          status: 'open' | 'booked' | 'cancelled' | 'ended';
          interviewId?: number;
          /** @constant */
          changed?: true;
          createdAt: string;
          updatedAt: string;
          author?: {
            id: number;
            name: string;
          };
        }[];
        scorecards: {
          id: number;
          interviewId: number;
          candidateId: number;
          interviewerId: number;
          ratings: {
            [key: string]: 'strong_no' | 'no' | 'yes' | 'strong_yes' | 'no_opinion';
          };
          takeaways: string;
          /** @enum {string} */
          recommendation?: 'definitely_not' | 'no' | 'yes' | 'strong_yes';
          submittedAt?: string;
          updatedAt: string;
          editedAt?: string;
          interviewer: {
            id: number;
            /** @description Null in browser mode, or when no member has this id. */
            name: string | null;
          };
        }[];
        /** @description What TalentFlow emailed them (a team server’s outbox). */
        emails: {
          /** @enum {string} */
          kind:
            | 'invitation'
            | 'password-reset'
            | 'mention'
            | 'application-received'
            | 'application'
            | 'rejection'
            | 'candidate'
            | 'interview'
            | 'interview-invitation'
            | 'scorecard-due'
            | 'interview-reminder'
            | 'digest'
            | 'test'
            | 'offer'
            | 'offer-link'
            | 'scheduling-link';
          to: string;
          subject: string;
          text: string;
          /** @enum {string} */
          state: 'waiting' | 'queued' | 'scheduled' | 'sent' | 'failed' | 'cancelled';
          createdAt: string;
          sentAt: string | null;
        }[];
      }[];
    };
    CandidateApplications: {
      applications: components['schemas']['Candidate'][];
    };
    CandidateDuplicates: {
      duplicates: {
        candidate: components['schemas']['Candidate'];
        /** @enum {string} */
        reason: 'phone' | 'name-and-resume';
      }[];
    };
    GetTimelineAnswer: {
      date: string;
      /** @enum {string} */
      stage: 'applied' | 'screen' | 'tech' | 'offer' | 'hired' | 'rejected';
      stageId?: string;
      notes: string;
      author?: {
        id: number;
        name: string;
      };
      reason?: string;
    }[];
    RejectResult: {
      candidate: components['schemas']['Candidate'];
      email?: {
        id?: number;
        to: string;
        subject: string;
        text: string;
        /** @description Browser mode: the email as HTML too. */
        html?: string;
        /** @enum {string} */
        state: 'waiting' | 'queued' | 'scheduled' | 'sent' | 'failed' | 'cancelled' | 'mail-app';
        sendAt?: string;
      };
    };
    CandidateEmailSent: {
      email: {
        id?: number;
        to: string;
        subject: string;
        text: string;
        /** @description Browser mode: the email as HTML too. */
        html?: string;
        /** @enum {string} */
        state: 'waiting' | 'queued' | 'scheduled' | 'sent' | 'failed' | 'cancelled' | 'mail-app';
        sendAt?: string;
      };
    };
    CandidateEmails: {
      emails: {
        id: number;
        /** @enum {string} */
        kind: 'application-received' | 'rejection' | 'candidate' | 'interview-invitation';
        to: string;
        replyTo: string | null;
        subject: string;
        text: string;
        /** @enum {string} */
        state: 'waiting' | 'queued' | 'scheduled' | 'sent' | 'failed' | 'cancelled';
        createdAt: string;
        sendAt: string | null;
        sentAt: string | null;
      }[];
    };
    ListNotesAnswer: components['schemas']['Note'][];
    Note: {
      id: number;
      candidateId: number;
      text: string;
      createdAt: string;
      editedAt?: string;
      author?: {
        id: number;
        name: string;
      };
    };
    ListCandidateResponsesAnswer: {
      id: number;
      jobId: number;
      candidateId: number;
      answers: {
        [key: string]: string | string[];
      };
      submittedAt: string;
      /** @constant */
      unverified?: true;
      job: {
        id: number;
        title: string;
      } | null;
      files: {
        id: number;
        name: string;
        type: string;
        size: number;
        questionId?: string;
      }[];
    }[];
    ListCandidateFilesAnswer: components['schemas']['CandidateFile'][];
    CandidateFile: {
      id: number;
      name: string;
      type: string;
      size: number;
      questionId?: string;
      jobId: number;
      responseId?: number;
      createdAt: string;
      /** @enum {string} */
      textStatus?: 'pending' | 'indexed' | 'unreadable';
      textReason?: string;
    };
    CandidateInterviews: {
      interviews: {
        id: number;
        candidateId: number;
        jobId: number;
        planInterviewId: string;
        name: string;
        startsAt: string;
        durationMinutes: number;
        interviewerIds: number[];
        location: string | null;
        videoUrl: string | null;
        instructions: string | null;
        /** @constant */
        inviteCandidate?: true;
        /** @enum {string} */
        status: 'scheduled' | 'cancelled';
        sequence: number;
      }[];
    };
    ScheduledInterview: {
      interview: {
        id: number;
        candidateId: number;
        jobId: number;
        planInterviewId: string;
        name: string;
        startsAt: string;
        durationMinutes: number;
        interviewerIds: number[];
        location: string | null;
        videoUrl: string | null;
        instructions: string | null;
        /** @constant */
        inviteCandidate?: true;
        /** @enum {string} */
        status: 'scheduled' | 'cancelled';
        sequence: number;
      };
      /** @description Interviewers who already have another interview then: a warning, not a refusal. */
      overlaps: {
        interviewerId: number;
        interviewId: number;
      }[];
      /** @description Where scheduling moved the candidate (`moveCandidate`): present only when they moved. */
      movedTo?: {
        /** @enum {string} */
        stage: 'applied' | 'screen' | 'tech' | 'offer' | 'hired' | 'rejected';
        stageId: string;
      };
    };
    ScorecardSummary: {
      scorecards: {
        interviewId: number;
        interviewerId: number;
        ratings: {
          [key: string]: 'strong_no' | 'no' | 'yes' | 'strong_yes' | 'no_opinion';
        };
        takeaways: string;
        recommendation: ('definitely_not' | 'no' | 'yes' | 'strong_yes') | null;
        submittedAt: string | null;
        updatedAt: string;
        editedAt: string | null;
      }[];
      /** @description The interviewers of scheduled interviews who have not submitted. */
      pending: {
        interviewId: number;
        interviewerId: number;
      }[];
    };
    ListedInterviews: {
      interviews: {
        id: number;
        candidateId: number;
        jobId: number;
        planInterviewId: string;
        name: string;
        startsAt: string;
        durationMinutes: number;
        interviewerIds: number[];
        location: string | null;
        videoUrl: string | null;
        instructions: string | null;
        /** @constant */
        inviteCandidate?: true;
        /** @enum {string} */
        status: 'scheduled' | 'cancelled';
        sequence: number;
        candidateName: string;
      }[];
    };
    MyScorecard: {
      scorecard: {
        interviewId: number;
        interviewerId: number;
        ratings: {
          [key: string]: 'strong_no' | 'no' | 'yes' | 'strong_yes' | 'no_opinion';
        };
        takeaways: string;
        recommendation: ('definitely_not' | 'no' | 'yes' | 'strong_yes') | null;
        submittedAt: string | null;
        updatedAt: string;
        editedAt: string | null;
      } | null;
    };
    SavedScorecard: {
      scorecard: {
        interviewId: number;
        interviewerId: number;
        ratings: {
          [key: string]: 'strong_no' | 'no' | 'yes' | 'strong_yes' | 'no_opinion';
        };
        takeaways: string;
        recommendation: ('definitely_not' | 'no' | 'yes' | 'strong_yes') | null;
        submittedAt: string | null;
        updatedAt: string;
        editedAt: string | null;
      };
    };
    OfferList: {
      offers: components['schemas']['OfferAnswer'][];
    };
    OfferAnswer: {
      id: number;
      candidateId: number;
      jobId: number;
      /** @enum {string} */
      status: 'draft' | 'pending' | 'approved' | 'sent' | 'accepted' | 'declined' | 'withdrawn';
      version: number;
      round: number;
      createdAt: string;
      updatedAt: string;
      author?: {
        id: number;
        name: string;
      };
      sentAt?: string;
      sentVersion?: number;
      expiresAt?: string;
      decidedAt?: string;
      signedName?: string;
      signedFrom?: string;
      letterSha256?: string;
      declineReason?: string;
      recordedBy?: {
        id: number;
        name: string;
      };
      withdrawReason?: string;
      candidate: {
        id: number;
        name: string;
      };
      job: {
        id: number;
        title: string;
      };
      versions: {
        version: number;
        salary: {
          amount: number;
          currency: string;
          /** @enum {string} */
          period: 'year' | 'month' | 'hour';
        };
        startDate: string;
        fields: {
          [key: string]: string | number;
        };
        notes?: string;
        templateId: string;
        createdAt: string;
        author?: {
          id: number;
          name: string;
        };
        letterKept: boolean;
        letterSha256?: string;
      }[];
      steps: {
        label: string;
        /** @enum {string} */
        state: 'approved' | 'declined' | 'waiting' | 'later';
        decisions: {
          round: number;
          step: number;
          memberId: number;
          name: string;
          /** @enum {string} */
          decision: 'approved' | 'declined';
          at: string;
          reason?: string;
        }[];
      }[];
      approvals: {
        round: number;
        step: number;
        memberId: number;
        name: string;
        /** @enum {string} */
        decision: 'approved' | 'declined';
        at: string;
        reason?: string;
      }[];
      mayDecide: boolean;
    };
    OffersToApprove: {
      offers: components['schemas']['OfferAnswer'][];
      count: number;
    };
    OfferLetter: {
      version: number;
      markdown: string;
      pdf: boolean;
    };
    OfferSettings: {
      fields: {
        key: string;
        label: unknown;
        /** @enum {string} */
        type: 'text' | 'number' | 'date' | 'choice';
        options?: string[];
        required?: boolean;
      }[];
      templates: {
        id: string;
        name: unknown;
        body: string;
      }[];
      expiryDays: number;
    };
    ApprovalChains: {
      offers: (
        | {
            /** @constant */
            kind: 'member';
            memberId: number;
          }
        | {
            /** @constant */
            kind: 'role';
            /** @enum {string} */
            role: 'admin' | 'recruiter';
            /** @enum {string} */
            rule: 'any' | 'all';
          }
      )[];
    };
    OfferLink: {
      organization: string;
      candidateName: string;
      job: {
        title: string;
      };
      /** @enum {string} */
      status: 'open' | 'accepted' | 'declined';
      salary: {
        amount: number;
        currency: string;
        /** @enum {string} */
        period: 'year' | 'month' | 'hour';
      };
      startDate: string;
      fields: {
        label: string;
        value: string;
      }[];
      expiresAt?: string;
      letter: string;
      letterSha256: string;
      decidedAt?: string;
    };
    Availability: {
      timeZone: unknown;
      weekly: {
        sun?: {
          start: string;
          end: string;
        }[];
        mon?: {
          start: string;
          end: string;
        }[];
        tue?: {
          start: string;
          end: string;
        }[];
        wed?: {
          start: string;
          end: string;
        }[];
        thu?: {
          start: string;
          end: string;
        }[];
        fri?: {
          start: string;
          end: string;
        }[];
        sat?: {
          start: string;
          end: string;
        }[];
      };
      overrides: {
        date: string;
        hours: {
          start: string;
          end: string;
        }[];
      }[];
    };
    Slots: {
      slots: {
        start: string;
        end: string;
        /** @description Who the slot is with: the whole panel, or the one of a pool it would be booked with. */
        interviewerIds: number[];
      }[];
      more: boolean;
    };
    SchedulingLinks: {
      links: components['schemas']['SchedulingLink'][];
    };
    SchedulingLink: {
      id: number;
      candidateId: number;
      jobId: number;
      planInterviewId: string;
      name: string;
      durationMinutes: number;
      interviewerIds: number[];
      pool: boolean;
      minNoticeHours: number;
      /** @constant */
      moveCandidate?: true;
      /** @enum {string} */
      status: 'open' | 'booked' | 'cancelled' | 'ended';
      interviewId?: number;
      /** @constant */
      changed?: true;
      createdAt: string;
      updatedAt: string;
      author?: {
        id: number;
        name: string;
      };
      window: {
        from: string;
        to: string;
      };
      link?: string;
    };
    SchedulingLinkPage: {
      organization: string;
      candidateName: string;
      job: {
        title: string;
      };
      interview: {
        name: string;
        durationMinutes: number;
      };
      /** @enum {string} */
      status: 'open' | 'booked' | 'cancelled' | 'ended';
      window: {
        from: string;
        to: string;
      };
      slots: {
        start: string;
        end: string;
      }[];
      booking?: {
        startsAt: string;
        endsAt: string;
        location?: string;
        videoUrl?: string;
      };
      changeUntil?: string;
    };
    Backup: {
      /** @constant */
      format: 'talentflow-backup';
      version?: number;
      schemaVersion?: number;
      exportedAt: string;
      tables: {
        jobs: components['schemas']['Job'][];
        candidates: components['schemas']['Candidate'][];
        /** @default [] */
        assessments: components['schemas']['Assessment'][];
        /** @default [] */
        notes: components['schemas']['Note'][];
        /** @default [] */
        responses: {
          id: number;
          jobId: number;
          candidateId: number;
          answers: {
            [key: string]: string | string[];
          };
          submittedAt: string;
          /** @constant */
          unverified?: true;
        }[];
        /** @default [] */
        timeline: {
          date: string;
          /** @enum {string} */
          stage: 'applied' | 'screen' | 'tech' | 'offer' | 'hired' | 'rejected';
          stageId?: string;
          notes: string;
          author?: {
            id: number;
            name: string;
          };
          reason?: string;
          id: number;
          candidateId: number;
        }[];
        /** @default [] */
        interviewPlans: {
          jobId: number;
          interviews: {
            id: string;
            name: string;
            /** @enum {string} */
            stage: 'screen' | 'tech' | 'offer';
            /** @description The job’s stage the interview belongs to, one of `stage`’s category. Absent: the category’s first stage of the job. */
            stageId?: string;
            durationMinutes: number;
            attributes: {
              id: string;
              heading: string;
              name: string;
            }[];
          }[];
        }[];
        /** @default [] */
        interviews: {
          id: number;
          candidateId: number;
          jobId: number;
          planInterviewId: string;
          name: string;
          startsAt: string;
          durationMinutes: number;
          interviewerIds: number[];
          location?: string;
          videoUrl?: string;
          instructions?: string;
          /** @constant */
          inviteCandidate?: true;
          /** @enum {string} */
          status: 'scheduled' | 'cancelled';
          sequence: number;
          createdAt: string;
          author?: {
            id: number;
            name: string;
          };
        }[];
        /** @default [] */
        scorecards: {
          id: number;
          interviewId: number;
          candidateId: number;
          interviewerId: number;
          ratings: {
            [key: string]: 'strong_no' | 'no' | 'yes' | 'strong_yes' | 'no_opinion';
          };
          takeaways: string;
          /** @enum {string} */
          recommendation?: 'definitely_not' | 'no' | 'yes' | 'strong_yes';
          submittedAt?: string;
          updatedAt: string;
          editedAt?: string;
        }[];
        /** @default [] */
        files: {
          id: number;
          candidateId: number;
          jobId: number;
          responseId?: number;
          questionId?: string;
          name: string;
          /** @enum {string} */
          type:
            | 'application/pdf'
            | 'application/msword'
            | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
            | 'application/vnd.oasis.opendocument.text'
            | 'application/rtf'
            | 'text/plain; charset=utf-8'
            | 'image/png'
            | 'image/jpeg';
          size: number;
          createdAt: string;
          content: string;
        }[];
        /** @default [] */
        applicationLinks: {
          id: number;
          candidateId: number;
          responseId?: number;
          tokenHash: string;
          /** @enum {string} */
          scope: 'candidate' | 'submission';
          createdAt: string;
        }[];
        /** @default [] */
        pipelineTemplates: components['schemas']['PipelineTemplate'][];
        /** @default [] */
        offers: {
          id: number;
          candidateId: number;
          jobId: number;
          /** @enum {string} */
          status: 'draft' | 'pending' | 'approved' | 'sent' | 'accepted' | 'declined' | 'withdrawn';
          version: number;
          round: number;
          approvals: {
            round: number;
            step: number;
            memberId: number;
            name: string;
            /** @enum {string} */
            decision: 'approved' | 'declined';
            at: string;
            reason?: string;
          }[];
          createdAt: string;
          updatedAt: string;
          author?: {
            id: number;
            name: string;
          };
          sentAt?: string;
          sentVersion?: number;
          expiresAt?: string;
          tokenHash?: string;
          decidedAt?: string;
          signedName?: string;
          signedFrom?: string;
          letterSha256?: string;
          declineReason?: string;
          recordedBy?: {
            id: number;
            name: string;
          };
          withdrawReason?: string;
        }[];
        /** @default [] */
        offerVersions: {
          id: number;
          offerId: number;
          candidateId: number;
          version: number;
          salary: {
            amount: number;
            currency: string;
            /** @enum {string} */
            period: 'year' | 'month' | 'hour';
          };
          startDate: string;
          fields: {
            [key: string]: string | number;
          };
          notes?: string;
          templateId: string;
          createdAt: string;
          author?: {
            id: number;
            name: string;
          };
          letter?: string;
          letterPdf?: string;
          letterSha256?: string;
        }[];
        /** @default [] */
        schedulingLinks: {
          id: number;
          candidateId: number;
          jobId: number;
          planInterviewId: string;
          name: string;
          durationMinutes: number;
          interviewerIds: number[];
          pool: boolean;
          windowFrom: string;
          windowTo: string;
          minNoticeHours: number;
          /** @constant */
          moveCandidate?: true;
          /** @enum {string} */
          status: 'open' | 'booked' | 'cancelled' | 'ended';
          tokenHash?: string;
          interviewId?: number;
          /** @constant */
          changed?: true;
          createdAt: string;
          updatedAt: string;
          author?: {
            id: number;
            name: string;
          };
        }[];
      };
    };
    RestoreResult: {
      restored: {
        jobs: number;
        candidates: number;
        assessments: number;
        notes: number;
        responses: number;
        timeline: number;
        interviewPlans: number;
        interviews: number;
        scorecards: number;
        files: number;
        applicationLinks: number;
        pipelineTemplates: number;
        offers: number;
        offerVersions: number;
        schedulingLinks: number;
      };
    };
    HiringReport: {
      /** @description The job reported on; null for all jobs. */
      jobId: number | null;
      /** @description The first day of applications counted (UTC); null: no bound. */
      from: string | null;
      /** @description The last day of applications counted (UTC); null: no bound. */
      to: string | null;
      candidates: number;
      funnel: {
        /** @enum {string} */
        stage: 'applied' | 'screen' | 'tech' | 'offer' | 'hired';
        reached: number;
        /** @description The share who reached the next stage; null for the last stage or when none reached this one. */
        conversion: number | null;
        rejected: number;
      }[];
      timeInStage: {
        count: number;
        /** @description In days, to one decimal; null when nothing was measured. */
        medianDays: number | null;
        p90Days: number | null;
        /** @enum {string} */
        stage: 'applied' | 'screen' | 'tech' | 'offer';
      }[];
      timeToHire: {
        count: number;
        /** @description In days, to one decimal; null when nothing was measured. */
        medianDays: number | null;
        p90Days: number | null;
      };
      applicationsPerWeek: {
        weekStart: string;
        count: number;
      }[];
      sourceOfHire: {
        /** @enum {string} */
        source: 'applied' | 'referral' | 'sourced' | 'agency' | 'other' | 'unknown';
        count: number;
      }[];
      rejectionReasons: {
        reason: string;
        total: number;
        byStage: {
          applied: number;
          screen: number;
          tech: number;
          offer: number;
          hired: number;
        };
      }[];
      /** @description Applications their applicants withdrew, in the range when one is asked. */
      withdrawals: number;
      /** @description Offers sent, accepted and declined (with the candidates’ reasons) in the period, by the day each happened, and the share accepted among those decided. Absent for members who see no offers. */
      offers?: {
        sent: number;
        accepted: number;
        declined: number;
        acceptanceRate: number | null;
        declineReasons: {
          reason: string;
          count: number;
        }[];
      };
      /** @description A job with its own stages: each stage in order, who entered it, and how long stays in it lasted (the durations are of stays that ended). Absent for all jobs and for a job on the six default stages. */
      stages?: {
        count: number;
        /** @description In days, to one decimal; null when nothing was measured. */
        medianDays: number | null;
        p90Days: number | null;
        id: string;
        name: string;
        /** @enum {string} */
        category: 'applied' | 'screen' | 'tech' | 'offer' | 'hired' | 'rejected';
        /** @description Candidates who entered this stage. */
        entered: number;
      }[];
    };
    RejectionReasons: {
      reasons: string[];
    };
    SearchIndexStatus: {
      files: {
        pending: number;
        indexed: number;
        unreadable: number;
      };
      notesWaiting: number;
    };
    PrivacySettings: {
      noticeText: string;
      noticeUrl: string | null;
      consentRequired: boolean;
      retentionMonths: number | null;
      noticeVersion: number;
      updatedAt: string | null;
    };
    Organization: {
      name: string;
      website: string;
      careersIntro: string;
      timeZone: string;
    };
    InterviewReminderSettings: {
      hours: number[];
    };
    EmailTemplates: {
      templates: components['schemas']['StoredEmailTemplate'][];
    };
    StoredEmailTemplate: {
      name: string;
      subject: string;
      body: string;
      id: string;
    };
    PipelineTemplates: {
      templates: components['schemas']['PipelineTemplate'][];
    };
    PipelineTemplate: {
      id: number;
      name: string;
      stages: {
        id: string;
        name: string;
        /** @enum {string} */
        category: 'applied' | 'screen' | 'tech' | 'offer' | 'hired' | 'rejected';
        expectedDays?: number;
      }[];
      isDefault: boolean;
    };
    MyApplication: {
      job: {
        id: number;
        title: string;
      };
      appliedAt: string;
      /** @enum {string} */
      status: 'received' | 'in_review' | 'closed' | 'hired' | 'withdrawn';
    };
    MyApplicationData: {
      job: {
        id: number;
        title: string;
      };
      name?: string;
      email: string;
      phone?: string;
      consentAt?: string;
      noticeVersion?: number;
      applications: {
        submittedAt: string;
        answers: {
          question: string;
          answer: string;
        }[];
        files: {
          name: string;
          type: string;
          size: number;
        }[];
      }[];
    };
    RetentionPreview: {
      candidates: {
        id: number;
        name: string;
        jobId: number;
        stage: string;
        lastActivityAt: string | null;
      }[];
      count: number;
      retentionMonths: number | null;
      lastRun: {
        at: string;
        erased: number;
      } | null;
    };
    RetentionRun: {
      erased: number;
    };
    SetupStatus: {
      needed: boolean;
      tokenRequired: boolean;
    };
    SetUpAnswer: {
      user: {
        id: number;
        name: string;
        email: string;
        /** @enum {string} */
        role: 'admin' | 'recruiter' | 'interviewer';
      };
    };
    SignInAnswer: {
      user: {
        id: number;
        name: string;
        email: string;
        /** @enum {string} */
        role: 'admin' | 'recruiter' | 'interviewer';
      };
    };
    Me: {
      user: {
        id: number;
        name: string;
        email: string;
        /** @enum {string} */
        role: 'admin' | 'recruiter' | 'interviewer';
      };
      twoFactor?: {
        enabled: boolean;
        required: boolean;
      };
      timeZone?: string;
    };
    Sessions: {
      sessions: {
        id: string;
        createdAt: string;
        lastSeenAt: string;
        userAgent: string;
        ip: string;
        current: boolean;
      }[];
    };
    EndMyOtherSessionsAnswer: {
      ended: number;
    };
    TwoFactorStatus: {
      enabled: boolean;
      required: boolean;
      recoveryCodesLeft: number;
    };
    TwoFactorSetup: {
      secret: string;
      uri: string;
    };
    RecoveryCodes: {
      recoveryCodes: string[];
    };
    ResetPasswordResult:
      | {
          user: {
            id: number;
            name: string;
            email: string;
            /** @enum {string} */
            role: 'admin' | 'recruiter' | 'interviewer';
          };
        }
      | {
          /** @constant */
          twoFactorRequired: true;
        };
    ApiTokens: {
      tokens: {
        id: number;
        name: string;
        /** @enum {string} */
        role: 'recruiter' | 'interviewer';
        createdAt: string;
        expiresAt: string | null;
        lastUsedAt: string | null;
        createdBy: {
          id: number;
          name: string;
        };
        suspended: boolean;
      }[];
    };
    ApiTokenCreated: {
      token: {
        id: number;
        name: string;
        /** @enum {string} */
        role: 'recruiter' | 'interviewer';
        createdAt: string;
        expiresAt: string | null;
        lastUsedAt: string | null;
        createdBy: {
          id: number;
          name: string;
        };
        suspended: boolean;
      };
      secret: string;
    };
    AuditPage: {
      events: {
        id: number;
        at: string;
        actor: {
          id: number;
          name: string;
          email: string;
        } | null;
        ip: string | null;
        /** @enum {string} */
        action:
          | 'auth.login'
          | 'auth.login_failed'
          | 'auth.logout'
          | 'session.revoked'
          | 'two_factor.enabled'
          | 'two_factor.disabled'
          | 'two_factor.reset'
          | 'invitation.created'
          | 'invitation.revoked'
          | 'invitation.accepted'
          | 'member.role_changed'
          | 'member.deactivated'
          | 'member.reactivated'
          | 'backup.exported'
          | 'backup.restored'
          | 'candidate.erased'
          | 'candidate.withdrawn'
          | 'candidate.exported'
          | 'candidate.merged'
          | 'candidates.imported'
          | 'retention.run'
          | 'settings.changed'
          | 'password.changed'
          | 'password.reset_requested'
          | 'password.reset'
          | 'email.retried'
          | 'webhook.created'
          | 'webhook.updated'
          | 'webhook.enabled'
          | 'webhook.disabled'
          | 'webhook.deleted'
          | 'webhook.secret_rotated'
          | 'token.created'
          | 'token.revoked'
          | 'audit.keyed'
          | 'offer.approved'
          | 'offer.declined_approval'
          | 'offer.sent'
          | 'offer.accepted'
          | 'offer.declined'
          | 'sso.provider_added'
          | 'sso.provider_changed'
          | 'sso.provider_removed'
          | 'sso.domain_verified'
          | 'scim.token_created'
          | 'scim.token_revoked'
          | 'member.provisioned';
        target: string | null;
        detail: {
          [key: string]: string | number | boolean | null;
        };
      }[];
      totalCount: number;
    };
    AuditVerify: {
      ok: boolean;
      count: number;
      firstBadId?: number;
    };
    SecurityPolicy: {
      twoFactorRequired: boolean;
    };
    EmailList: {
      configured: boolean;
      counts: {
        [key: string]: number;
      };
      emails: {
        id: number;
        /** @enum {string} */
        kind:
          | 'invitation'
          | 'password-reset'
          | 'mention'
          | 'application-received'
          | 'application'
          | 'rejection'
          | 'candidate'
          | 'interview'
          | 'interview-invitation'
          | 'scorecard-due'
          | 'interview-reminder'
          | 'digest'
          | 'test'
          | 'offer'
          | 'offer-link'
          | 'scheduling-link';
        to: string;
        subject: string;
        /** @enum {string} */
        state: 'waiting' | 'queued' | 'scheduled' | 'sent' | 'failed' | 'cancelled';
        attempts: number;
        lastError: string | null;
        createdAt: string;
        sentAt: string | null;
      }[];
      next: number | null;
    };
    RetriedEmail: {
      email: {
        id: number;
        /** @enum {string} */
        kind:
          | 'invitation'
          | 'password-reset'
          | 'mention'
          | 'application-received'
          | 'application'
          | 'rejection'
          | 'candidate'
          | 'interview'
          | 'interview-invitation'
          | 'scorecard-due'
          | 'interview-reminder'
          | 'digest'
          | 'test'
          | 'offer'
          | 'offer-link'
          | 'scheduling-link';
        to: string;
        subject: string;
        /** @enum {string} */
        state: 'waiting' | 'queued' | 'scheduled' | 'sent' | 'failed' | 'cancelled';
        attempts: number;
        lastError: string | null;
        createdAt: string;
        sentAt: string | null;
      };
    };
    Notifications: {
      notifications: {
        id: number;
        /** @enum {string} */
        kind: 'mention' | 'application' | 'interview' | 'scorecard' | 'webhook' | 'offer';
        title: string;
        /** @description A path of the app: where the notification leads. */
        link: string;
        createdAt: string;
        readAt: string | null;
      }[];
      unread: number;
    };
    UnreadCount: {
      unread: number;
    };
    NotificationPrefs: {
      email: {
        /** @enum {string} */
        mention: 'instant' | 'daily' | 'off';
        /** @enum {string} */
        application: 'instant' | 'daily' | 'off';
        scorecard: boolean;
        offer: boolean;
      };
    };
    InvitationCreated: {
      token: string;
      url: string;
    };
    Invitations: {
      invitations: {
        id: number;
        email: string;
        /** @enum {string} */
        role: 'admin' | 'recruiter' | 'interviewer';
        createdAt: string;
        expiresAt: string;
      }[];
    };
    InvitationPreview: {
      email: string;
      /** @enum {string} */
      role: 'admin' | 'recruiter' | 'interviewer';
    };
    AcceptInvitationAnswer: {
      user: {
        id: number;
        name: string;
        email: string;
        /** @enum {string} */
        role: 'admin' | 'recruiter' | 'interviewer';
      };
    };
    Members: {
      users: {
        id: number;
        name: string;
        email: string;
        /** @enum {string} */
        role: 'admin' | 'recruiter' | 'interviewer';
      }[];
    };
    EndMemberSessionsAnswer: {
      ended: number;
    };
    TwoFactorReset: {
      removed: boolean;
    };
    UpdateMemberAnswer: {
      user: {
        id: number;
        name: string;
        email: string;
        /** @enum {string} */
        role: 'admin' | 'recruiter' | 'interviewer';
      };
    };
    CalendarFeed: {
      url: null;
      createdAt: string | null;
    };
    NewCalendarFeed: {
      url: string;
      createdAt: string;
    };
    BusyCalendar: {
      connected: boolean;
      host: string | null;
      createdAt: string | null;
      syncedAt: string | null;
      error: string | null;
      errorAt: string | null;
    };
    CreatedWebhook: {
      webhook: {
        id: number;
        url: string;
        events: (
          | 'application.received'
          | 'candidate.stage_changed'
          | 'candidate.hired'
          | 'candidate.erased'
          | 'interview.scheduled'
          | 'scorecard.submitted'
          | 'job.published'
          | 'offer.sent'
          | 'offer.accepted'
          | 'offer.declined'
        )[];
        enabled: boolean;
      };
      secret: string;
    };
    WebhookList: {
      webhooks: {
        id: number;
        url: string;
        events: (
          | 'application.received'
          | 'candidate.stage_changed'
          | 'candidate.hired'
          | 'candidate.erased'
          | 'interview.scheduled'
          | 'scorecard.submitted'
          | 'job.published'
          | 'offer.sent'
          | 'offer.accepted'
          | 'offer.declined'
        )[];
        enabled: boolean;
      }[];
    };
    UpdateWebhookAnswer: {
      webhook: {
        id: number;
        url: string;
        events: (
          | 'application.received'
          | 'candidate.stage_changed'
          | 'candidate.hired'
          | 'candidate.erased'
          | 'interview.scheduled'
          | 'scorecard.submitted'
          | 'job.published'
          | 'offer.sent'
          | 'offer.accepted'
          | 'offer.declined'
        )[];
        enabled: boolean;
      };
    };
    WebhookDeliveries: {
      deliveries: {
        id: number;
        messageId: string;
        /** @enum {string} */
        type:
          | 'application.received'
          | 'candidate.stage_changed'
          | 'candidate.hired'
          | 'candidate.erased'
          | 'interview.scheduled'
          | 'scorecard.submitted'
          | 'job.published'
          | 'offer.sent'
          | 'offer.accepted'
          | 'offer.declined';
        /** @enum {string} */
        state: 'pending' | 'delivered' | 'failed';
        attempts: number;
        lastStatus: number | null;
        lastError: string | null;
        createdAt: string;
        lastAttemptAt: string | null;
      }[];
    };
    IdentityProviders: {
      providers: components['schemas']['IdentityProvider'][];
      /** @description Where OpenID Connect providers send people back. */
      redirectUri: string;
      /** @description Where SAML providers post their responses. */
      acsUrl: string;
      /** @description TalentFlow’s entity id for SAML providers (the audience of their assertions). */
      samlEntityId: string;
    };
    IdentityProvider:
      | {
          /** @constant */
          kind: 'oidc';
          id: number;
          name: string;
          domains: {
            domain: string;
            /** @description Proved by an admin signing in through the provider as someone of the domain: only then does the domain’s sign-in go to it. */
            verified: boolean;
          }[];
          /** @enum {string} */
          defaultRole: 'admin' | 'recruiter' | 'interviewer';
          createMembers: boolean;
          requireSso: boolean;
          breakGlassMemberId: number | null;
          createdAt: string;
          updatedAt: string;
          issuer: string;
          clientId: string;
          redirectUri: string;
        }
      | {
          /** @constant */
          kind: 'saml';
          id: number;
          name: string;
          domains: {
            domain: string;
            /** @description Proved by an admin signing in through the provider as someone of the domain: only then does the domain’s sign-in go to it. */
            verified: boolean;
          }[];
          /** @enum {string} */
          defaultRole: 'admin' | 'recruiter' | 'interviewer';
          createMembers: boolean;
          requireSso: boolean;
          breakGlassMemberId: number | null;
          createdAt: string;
          updatedAt: string;
          /** @description The provider’s entity id (its responses’ issuer). */
          entityId: string;
          ssoUrl: string;
          certificates: {
            /** @description SHA-256, as the provider shows it. */
            fingerprint: string;
            expiresAt: string;
          }[];
          /** @description TalentFlow’s entity id (the audience of the provider’s assertions), the same for every SAML provider. */
          spEntityId: string;
          /** @description Where the provider posts its responses (assertion consumer service). */
          acsUrl: string;
          /** @description TalentFlow’s SAML metadata for this provider, to give the provider. */
          spMetadataUrl: string;
        };
    SsoVerify: {
      url: string;
    };
    SsoStart:
      | {
          /** @constant */
          sso: true;
          /** @description The provider’s name, to say where the sign-in goes. */
          provider: string;
          /** @description Where to send the browser: the provider’s sign-in. */
          url: string;
        }
      | {
          /** @constant */
          sso: false;
        };
    ScimTokenStatus: {
      /** @description The SCIM base URL to give the identity provider. */
      baseUrl: string;
      token: {
        createdAt: string;
        lastUsedAt: string | null;
      } | null;
    };
    ScimTokenCreated: {
      baseUrl: string;
      token: string;
      createdAt: string;
    };
    ScimSettings: {
      /**
       * @description The role of a member the provider makes, and of one in none of the mapped groups.
       * @enum {string}
       */
      defaultRole: 'recruiter' | 'interviewer';
      /** @description A member in one of these groups (by name, whatever its case) has its role; in several, the highest. */
      groupRoles: {
        group: string;
        /** @enum {string} */
        role: 'admin' | 'recruiter' | 'interviewer';
      }[];
    };
    CreateJobInput: {
      title: string;
      tags?: string[];
      description?: string;
      location?: string;
      department?: string;
      /** @enum {string} */
      employmentType?: 'full-time' | 'part-time' | 'contract' | 'internship' | 'temporary';
      openings?: number;
      /** @enum {string} */
      status?: 'active' | 'draft';
      templateId?: number;
    };
    ReorderJobsInput: {
      jobsToUpdate: {
        id: number;
        order: number;
      }[];
    };
    ReplaceStagesInput: {
      stages: {
        id?: string;
        name: string;
        /** @enum {string} */
        category: 'applied' | 'screen' | 'tech' | 'offer' | 'hired' | 'rejected';
        expectedDays?: number;
      }[];
      moveTo?: {
        [key: string]: string;
      };
    };
    UpdateJobInput: {
      title?: string;
      tags?: string[];
      /** @enum {string} */
      status?: 'active' | 'archived' | 'draft';
      description?: string;
      location?: string;
      department?: string;
      employmentType?: ('full-time' | 'part-time' | 'contract' | 'internship' | 'temporary') | null;
      openings?: number;
      ownerId?: number | null;
      confirmationEmail?: boolean;
    };
    StructureInput: {
      title: string;
      /** @enum {string} */
      resume?: 'optional' | 'required' | 'off';
      sections: {
        id: string;
        title: string;
        questions: {
          id: string;
          /** @enum {string} */
          type:
            | 'short-text'
            | 'long-text'
            | 'single-choice'
            | 'multi-choice'
            | 'numeric'
            | 'file-upload';
          label: string;
          required: boolean;
          options?: {
            id: string;
            value: string;
          }[];
          range?: {
            min: number;
            max: number;
          };
          condition?: {
            sourceQuestionId: '' | string;
            /** @enum {string} */
            operator: 'equals' | 'not-equals';
            value: string;
          };
        }[];
      }[];
    };
    InterviewPlanInput: {
      interviews: {
        id?: string;
        name: string;
        /** @enum {string} */
        stage: 'screen' | 'tech' | 'offer';
        /** @description The job’s stage the interview belongs to, one of `stage`’s category. Absent: the category’s first stage of the job. */
        stageId?: string;
        durationMinutes: number;
        attributes: {
          id?: string;
          heading: string;
          name: string;
        }[];
      }[];
    };
    SubmitInput: {
      name: string;
      email: string;
      answers: {
        [key: string]: string | string[];
      };
      consent?: boolean;
      timeZone?: string;
    };
    CreateCandidateInput: {
      name: string;
      email: string;
      phone?: string;
      jobId: number;
      /** @enum {string} */
      stage?: 'applied' | 'screen' | 'tech' | 'offer' | 'hired' | 'rejected';
      stageId?: string;
      /** @enum {string} */
      source: 'applied' | 'referral' | 'sourced' | 'agency' | 'other';
    };
    BulkInput: {
      ids?: number[];
      filter?: {
        jobId?: number;
        /** @enum {string} */
        stage?: 'applied' | 'screen' | 'tech' | 'offer' | 'hired' | 'rejected';
        /** @enum {string} */
        source?: 'applied' | 'referral' | 'sourced' | 'agency' | 'other';
        tag?: string;
        appliedFrom?: string;
        appliedTo?: string;
        q?: string;
      };
      action:
        | {
            /** @constant */
            type: 'move';
            /** @enum {string} */
            stage: 'applied' | 'screen' | 'tech' | 'offer' | 'hired' | 'rejected';
            stageId?: string;
          }
        | {
            /** @constant */
            type: 'reject';
            reason: string;
            note?: string;
            email?: components['schemas']['CandidateEmailInput'];
          }
        | {
            /** @constant */
            type: 'tag';
            add?: string[];
            remove?: string[];
          };
    };
    UpdateCandidateInput: {
      /** @enum {string} */
      stage?: 'applied' | 'screen' | 'tech' | 'offer' | 'hired' | 'rejected';
      stageId?: string;
      name?: string;
      email?: string;
      phone?: string;
      /** @enum {string} */
      source?: 'applied' | 'referral' | 'sourced' | 'agency' | 'other';
      tags?: string[];
      /** @enum {string} */
      fromStage?: 'applied' | 'screen' | 'tech' | 'offer' | 'hired' | 'rejected';
      fromStageId?: string;
    };
    MergeCandidatesInput: {
      otherId: number;
    };
    RejectInput: {
      reason: string;
      note?: string;
      email?: components['schemas']['CandidateEmailInput'];
    };
    CandidateEmailInput: {
      templateId?: string;
      subject: string;
      body: string;
      sendAt?: string;
    };
    CreateNoteInput: {
      text: string;
    };
    CreateInterviewInput: {
      planInterviewId: string;
      startsAt: string;
      durationMinutes: number;
      interviewerIds: number[];
      location?: string;
      videoUrl?: string;
      instructions?: string;
      inviteCandidate?: boolean;
      /** @description Move the candidate into the interview’s stage too, in the same write, when they are in an earlier stage of the job (never back, never out of Hired or Rejected). Absent: false. */
      moveCandidate?: boolean;
    };
    UpdateInterviewInput:
      | {
          /** @constant */
          status: 'cancelled';
        }
      | {
          startsAt?: string;
          durationMinutes?: number;
          interviewerIds?: number[];
          location?: string | null;
          videoUrl?: string | null;
          instructions?: string | null;
        };
    ScorecardInput: {
      /** @default {} */
      ratings: {
        [key: string]: 'strong_no' | 'no' | 'yes' | 'strong_yes' | 'no_opinion';
      };
      /** @default  */
      takeaways: string;
      /** @default null */
      recommendation: ('definitely_not' | 'no' | 'yes' | 'strong_yes') | null;
      /** @default false */
      submit: boolean;
    };
    OfferInput: {
      salary: {
        amount: number;
        currency: string;
        /** @enum {string} */
        period: 'year' | 'month' | 'hour';
      };
      startDate: string;
      fields?: {
        [key: string]: string | number;
      };
      notes?: string;
      templateId?: string;
    };
    OfferChangeInput: {
      salary?: {
        amount: number;
        currency: string;
        /** @enum {string} */
        period: 'year' | 'month' | 'hour';
      };
      startDate?: string;
      fields?: {
        [key: string]: string | number;
      };
      notes?: string;
      templateId?: string;
    };
    ApprovalDeclineInput: {
      reason: string;
    };
    OfferSendInput: {
      expiryDays?: number;
    };
    OfferWithdrawInput: {
      reason?: string;
    };
    OfferRecordInput:
      | {
          /** @constant */
          decision: 'accepted';
          name: string;
        }
      | {
          /** @constant */
          decision: 'declined';
          reason?: string;
        };
    OfferSettingsInput: {
      fields: {
        key: string;
        label: string;
        /** @enum {string} */
        type: 'text' | 'number' | 'date' | 'choice';
        options?: string[];
        required?: boolean;
      }[];
      templates: {
        id: string;
        name: string;
        body: string;
      }[];
      expiryDays: number;
    };
    ApprovalChainsInput: {
      offers: (
        | {
            /** @constant */
            kind: 'member';
            memberId: number;
          }
        | {
            /** @constant */
            kind: 'role';
            /** @enum {string} */
            role: 'admin' | 'recruiter';
            /** @enum {string} */
            rule: 'any' | 'all';
          }
      )[];
    };
    OfferAcceptInput: {
      name: string;
    };
    OfferDeclineInput: {
      reason?: string;
    };
    AvailabilityInput: {
      timeZone: string;
      weekly: {
        sun?: {
          start: string;
          end: string;
        }[];
        mon?: {
          start: string;
          end: string;
        }[];
        tue?: {
          start: string;
          end: string;
        }[];
        wed?: {
          start: string;
          end: string;
        }[];
        thu?: {
          start: string;
          end: string;
        }[];
        fri?: {
          start: string;
          end: string;
        }[];
        sat?: {
          start: string;
          end: string;
        }[];
      };
      overrides: {
        date: string;
        hours: {
          start: string;
          end: string;
        }[];
      }[];
    };
    CreateSchedulingLinkInput: {
      planInterviewId: string;
      duration: number;
      interviewerIds?: number[];
      anyOf?: number[];
      window: {
        from: string;
        to: string;
      };
      minNoticeHours?: number;
      /** @description Move the candidate into the interview’s stage when they book, as scheduling it would. Absent: false. */
      moveCandidate?: boolean;
    };
    BookSlotInput: {
      start: string;
    };
    BackupInput: {
      /** @constant */
      format: 'talentflow-backup';
      version?: number;
      schemaVersion?: number;
      exportedAt: string;
      tables: {
        jobs: {
          id: number;
          title: string;
          slug: string;
          /** @enum {string} */
          status: 'active' | 'archived' | 'draft';
          tags: string[];
          order: number;
          description?: string;
          location?: string;
          department?: string;
          /** @enum {string} */
          employmentType?: 'full-time' | 'part-time' | 'contract' | 'internship' | 'temporary';
          openings?: number;
          ownerId?: number;
          /** @constant */
          confirmationEmail?: false;
          createdAt?: string;
          stages?: {
            id: string;
            name: string;
            /** @enum {string} */
            category: 'applied' | 'screen' | 'tech' | 'offer' | 'hired' | 'rejected';
            expectedDays?: number;
          }[];
        }[];
        candidates: {
          id: number;
          name: string;
          email: string;
          /** @enum {string} */
          stage: 'applied' | 'screen' | 'tech' | 'offer' | 'hired' | 'rejected';
          stageId?: string;
          jobId: number;
          phone?: string;
          /** @enum {string} */
          source?: 'applied' | 'referral' | 'sourced' | 'agency' | 'other';
          consentAt?: string;
          noticeVersion?: number;
          withdrawnAt?: string;
          timeZone?: string;
          tags?: string[];
        }[];
        /** @default [] */
        assessments: {
          jobId: number;
          structure: components['schemas']['StructureInput'];
        }[];
        /** @default [] */
        notes: {
          id: number;
          candidateId: number;
          text: string;
          createdAt: string;
          editedAt?: string;
          author?: {
            id: number;
            name: string;
          };
        }[];
        /** @default [] */
        responses: {
          id: number;
          jobId: number;
          candidateId: number;
          answers: {
            [key: string]: string | string[];
          };
          submittedAt: string;
          /** @constant */
          unverified?: true;
        }[];
        /** @default [] */
        timeline: {
          date: string;
          /** @enum {string} */
          stage: 'applied' | 'screen' | 'tech' | 'offer' | 'hired' | 'rejected';
          stageId?: string;
          notes: string;
          author?: {
            id: number;
            name: string;
          };
          reason?: string;
          id: number;
          candidateId: number;
        }[];
        /** @default [] */
        interviewPlans: {
          jobId: number;
          interviews: {
            id: string;
            name: string;
            /** @enum {string} */
            stage: 'screen' | 'tech' | 'offer';
            /** @description The job’s stage the interview belongs to, one of `stage`’s category. Absent: the category’s first stage of the job. */
            stageId?: string;
            durationMinutes: number;
            attributes: {
              id: string;
              heading: string;
              name: string;
            }[];
          }[];
        }[];
        /** @default [] */
        interviews: {
          id: number;
          candidateId: number;
          jobId: number;
          planInterviewId: string;
          name: string;
          startsAt: string;
          durationMinutes: number;
          interviewerIds: number[];
          location?: string;
          videoUrl?: string;
          instructions?: string;
          /** @constant */
          inviteCandidate?: true;
          /** @enum {string} */
          status: 'scheduled' | 'cancelled';
          sequence: number;
          createdAt: string;
          author?: {
            id: number;
            name: string;
          };
        }[];
        /** @default [] */
        scorecards: {
          id: number;
          interviewId: number;
          candidateId: number;
          interviewerId: number;
          ratings: {
            [key: string]: 'strong_no' | 'no' | 'yes' | 'strong_yes' | 'no_opinion';
          };
          takeaways: string;
          /** @enum {string} */
          recommendation?: 'definitely_not' | 'no' | 'yes' | 'strong_yes';
          submittedAt?: string;
          updatedAt: string;
          editedAt?: string;
        }[];
        /** @default [] */
        files: {
          id: number;
          candidateId: number;
          jobId: number;
          responseId?: number;
          questionId?: string;
          name: string;
          /** @enum {string} */
          type:
            | 'application/pdf'
            | 'application/msword'
            | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
            | 'application/vnd.oasis.opendocument.text'
            | 'application/rtf'
            | 'text/plain; charset=utf-8'
            | 'image/png'
            | 'image/jpeg';
          size: number;
          createdAt: string;
          content: string;
        }[];
        /** @default [] */
        applicationLinks: {
          id: number;
          candidateId: number;
          responseId?: number;
          tokenHash: string;
          /** @enum {string} */
          scope: 'candidate' | 'submission';
          createdAt: string;
        }[];
        /** @default [] */
        pipelineTemplates: {
          id: number;
          name: string;
          stages: {
            id: string;
            name: string;
            /** @enum {string} */
            category: 'applied' | 'screen' | 'tech' | 'offer' | 'hired' | 'rejected';
            expectedDays?: number;
          }[];
          isDefault: boolean;
        }[];
        /** @default [] */
        offers: {
          id: number;
          candidateId: number;
          jobId: number;
          /** @enum {string} */
          status: 'draft' | 'pending' | 'approved' | 'sent' | 'accepted' | 'declined' | 'withdrawn';
          version: number;
          round: number;
          approvals: {
            round: number;
            step: number;
            memberId: number;
            name: string;
            /** @enum {string} */
            decision: 'approved' | 'declined';
            at: string;
            reason?: string;
          }[];
          createdAt: string;
          updatedAt: string;
          author?: {
            id: number;
            name: string;
          };
          sentAt?: string;
          sentVersion?: number;
          expiresAt?: string;
          tokenHash?: string;
          decidedAt?: string;
          signedName?: string;
          signedFrom?: string;
          letterSha256?: string;
          declineReason?: string;
          recordedBy?: {
            id: number;
            name: string;
          };
          withdrawReason?: string;
        }[];
        /** @default [] */
        offerVersions: {
          id: number;
          offerId: number;
          candidateId: number;
          version: number;
          salary: {
            amount: number;
            currency: string;
            /** @enum {string} */
            period: 'year' | 'month' | 'hour';
          };
          startDate: string;
          fields: {
            [key: string]: string | number;
          };
          notes?: string;
          templateId: string;
          createdAt: string;
          author?: {
            id: number;
            name: string;
          };
          letter?: string;
          letterPdf?: string;
          letterSha256?: string;
        }[];
        /** @default [] */
        schedulingLinks: {
          id: number;
          candidateId: number;
          jobId: number;
          planInterviewId: string;
          name: string;
          durationMinutes: number;
          interviewerIds: number[];
          pool: boolean;
          windowFrom: string;
          windowTo: string;
          minNoticeHours: number;
          /** @constant */
          moveCandidate?: true;
          /** @enum {string} */
          status: 'open' | 'booked' | 'cancelled' | 'ended';
          tokenHash?: string;
          interviewId?: number;
          /** @constant */
          changed?: true;
          createdAt: string;
          updatedAt: string;
          author?: {
            id: number;
            name: string;
          };
        }[];
      };
    };
    PrivacySettingsInput: {
      noticeText: string;
      noticeUrl: string | null;
      consentRequired: boolean;
      retentionMonths: number | null;
    };
    OrganizationInput: {
      name: string;
      website: string;
      careersIntro: string;
      timeZone?: string;
    };
    RejectionReasonsInput: {
      reasons: string[];
    };
    InterviewReminderSettingsInput: {
      hours: number[];
    };
    EmailTemplateInput: {
      name: string;
      subject: string;
      body: string;
    };
    PipelineTemplateInput: {
      name: string;
      stages: {
        id?: string;
        name: string;
        /** @enum {string} */
        category: 'applied' | 'screen' | 'tech' | 'offer' | 'hired' | 'rejected';
        expectedDays?: number;
      }[];
      isDefault?: boolean;
    };
    WithdrawInput: {
      /** @constant */
      confirm: true;
    };
    EraseMyApplicationInput: {
      /** @constant */
      confirm: true;
    };
    SetupInput: {
      name: string;
      email: string;
      password: string;
      token?: string;
    };
    LoginInput: {
      email: string;
      password: string;
      code?: string;
      recoveryCode?: string;
    };
    UpdateMeInput: {
      timeZone: string | null;
    };
    TwoFactorEnableInput: {
      password: string;
      code: string;
    };
    TwoFactorDisableInput: {
      password: string;
      code: string;
    };
    ForgotPasswordInput: {
      email: string;
    };
    ResetPasswordInput: {
      token: string;
      password: string;
    };
    ChangePasswordInput: {
      currentPassword: string;
      password: string;
    };
    CreateApiTokenInput: {
      name: string;
      /** @enum {string} */
      role: 'recruiter' | 'interviewer';
      expiresAt?: string | null;
    };
    SecurityPolicyInput: {
      twoFactorRequired: boolean;
    };
    MarkReadInput:
      | {
          ids: number[];
        }
      | {
          /** @constant */
          all: true;
        };
    NotificationPrefsInput: {
      email: {
        /** @description At once, in the daily digest, or not by email; true and false mean "instant" and "off". */
        mention: ('instant' | 'daily' | 'off') | boolean;
        /** @description At once, in the daily digest, or not by email; true and false mean "instant" and "off". */
        application: ('instant' | 'daily' | 'off') | boolean;
        scorecard: boolean;
        offer?: boolean;
      };
    };
    InviteInput: {
      email: string;
      /** @enum {string} */
      role: 'admin' | 'recruiter' | 'interviewer';
    };
    AcceptInvitationInput: {
      name: string;
      password: string;
    };
    UpdateMemberInput: {
      /** @enum {string} */
      role?: 'admin' | 'recruiter' | 'interviewer';
      active?: boolean;
    };
    BusyCalendarInput: {
      url: string;
    };
    CreateWebhookInput: {
      url: string;
      events: (
        | 'application.received'
        | 'candidate.stage_changed'
        | 'candidate.hired'
        | 'candidate.erased'
        | 'interview.scheduled'
        | 'scorecard.submitted'
        | 'job.published'
        | 'offer.sent'
        | 'offer.accepted'
        | 'offer.declined'
      )[];
    };
    UpdateWebhookInput: {
      enabled?: boolean;
      events?: (
        | 'application.received'
        | 'candidate.stage_changed'
        | 'candidate.hired'
        | 'candidate.erased'
        | 'interview.scheduled'
        | 'scorecard.submitted'
        | 'job.published'
        | 'offer.sent'
        | 'offer.accepted'
        | 'offer.declined'
      )[];
    };
    IdentityProviderInput:
      | {
          /** @constant */
          kind: 'oidc';
          name: string;
          domains: string[];
          /** @enum {string} */
          defaultRole: 'recruiter' | 'interviewer';
          /** @description A first sign-in of someone who is not a member makes them one, with `defaultRole` (just in time); false: they need an invitation first. */
          createMembers: boolean;
          /** @description Its proved domains sign in through it only: their passwords no longer sign in nor are reset, but `breakGlassMemberId`’s. Absent: false. */
          requireSso?: boolean;
          /** @description The active admin who still signs in with a password (required with `requireSso`). */
          breakGlassMemberId?: number | null;
          issuer: string;
          clientId: string;
          clientSecret?: string;
        }
      | {
          /** @constant */
          kind: 'saml';
          name: string;
          domains: string[];
          /** @enum {string} */
          defaultRole: 'recruiter' | 'interviewer';
          /** @description A first sign-in of someone who is not a member makes them one, with `defaultRole` (just in time); false: they need an invitation first. */
          createMembers: boolean;
          /** @description Its proved domains sign in through it only: their passwords no longer sign in nor are reset, but `breakGlassMemberId`’s. Absent: false. */
          requireSso?: boolean;
          /** @description The active admin who still signs in with a password (required with `requireSso`). */
          breakGlassMemberId?: number | null;
          /** @description The provider’s metadata: its entity id, sign-in URL and certificates. */
          metadataXml?: string;
          /**
           * Format: uri
           * @description Where the provider publishes its metadata: read once, when saved.
           */
          metadataUrl?: string;
          entityId?: string;
          /**
           * Format: uri
           * @description The provider’s single sign-on URL (HTTP-Redirect binding).
           */
          ssoUrl?: string;
          /** @description The certificate (PEM) its responses are signed with; several while it rotates. */
          certificate?: string;
        };
    SamlAcsFormInput: {
      SAMLResponse?: string;
      RelayState?: string;
    };
    ScimSettingsInput: {
      /**
       * @description The role of a member the provider makes, and of one in none of the mapped groups.
       * @enum {string}
       */
      defaultRole: 'recruiter' | 'interviewer';
      /** @description A member in one of these groups (by name, whatever its case) has its role; in several, the highest. */
      groupRoles: {
        group: string;
        /** @enum {string} */
        role: 'admin' | 'recruiter' | 'interviewer';
      }[];
    };
    ScimCreateUserBodyInput: {
      schemas: string[];
    } & {
      [key: string]: unknown;
    };
    ScimReplaceUserBodyInput: {
      schemas: string[];
    } & {
      [key: string]: unknown;
    };
    ScimPatchUserBodyInput: {
      schemas: string[];
    } & {
      [key: string]: unknown;
    };
    ScimCreateGroupBodyInput: {
      schemas: string[];
    } & {
      [key: string]: unknown;
    };
    ScimReplaceGroupBodyInput: {
      schemas: string[];
    } & {
      [key: string]: unknown;
    };
    ScimPatchGroupBodyInput: {
      schemas: string[];
    } & {
      [key: string]: unknown;
    };
  };
  responses: {
    /** @description The request breaks a rule: the message names the first bad field. */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Nobody is signed in (or the API token does not hold). */
    Unauthenticated: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The caller’s role does not allow this, or a write came from another site. */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description No such row (or a job an applicant may not see). */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The data as stored refuses the change, or the page is of another build. */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The body is larger than the route takes. */
    TooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The body is not of the type the route reads. */
    UnsupportedType: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description A rate limit: try again after Retry-After seconds. */
    TooManyRequests: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Nothing was done; trying again later can work. */
    Unavailable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Health'];
        };
      };
      /** @description The server is up, its store does not answer. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthUnavailable'];
        };
      };
    };
  };
  getOpenApi: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OpenApiDocument'];
        };
      };
    };
  };
  streamEvents: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
    };
  };
  listJobs: {
    parameters: {
      query?: {
        page?: string;
        pageSize?: string;
        search?: string;
        status?: 'all' | 'active' | 'archived' | 'draft';
        tags?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobsList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
    };
  };
  createJob: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateJobInput'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Job'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  countCandidatesByJob: {
    parameters: {
      query: {
        ids: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobCounts'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
    };
  };
  reorderJobs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReorderJobsInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReorderJobsResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getJob: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Job'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  updateJob: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateJobInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Job'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getJobStages: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StagesAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  replaceJobStages: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReplaceStagesInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StagesAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getJobAttention: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Attention'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  listCareers: {
    parameters: {
      query?: {
        department?: string;
        location?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Careers'];
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  getAssessment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Assessment'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  saveAssessment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StructureInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Assessment'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  listJobResponses: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListJobResponsesAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getInterviewPlan: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InterviewPlan'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  saveInterviewPlan: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InterviewPlanInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InterviewPlan'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  submitApplication: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        jobId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SubmitInput'];
        'multipart/form-data': {
          /** @description JSON text */
          application: components['schemas']['SubmitInput'];
          resume?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubmitApplicationAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedType'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  listCandidates: {
    parameters: {
      query?: {
        page?: string;
        pageSize?: string;
        search?: string;
        stage?: 'applied' | 'screen' | 'tech' | 'offer' | 'hired' | 'rejected';
        stageId?: string;
        jobId?: string;
        afterId?: string;
        withTotal?: '0' | '1';
        source?: 'applied' | 'referral' | 'sourced' | 'agency' | 'other';
        tag?: string;
        appliedFrom?: string;
        appliedTo?: string;
        q?: string;
        sort?: 'name' | 'email' | 'appliedAt' | 'stage' | 'lastActivityAt';
        order?: 'asc' | 'desc';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CandidatesList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
    };
  };
  createCandidate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateCandidateInput'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Candidate'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  bulkCandidates: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BulkInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  importCandidates: {
    parameters: {
      query?: {
        jobId?: string;
        dryRun?: '0' | '1';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'text/csv': string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CandidateImportResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  exportCandidatesCsv: {
    parameters: {
      query?: {
        search?: string;
        jobId?: string;
        stage?: 'applied' | 'screen' | 'tech' | 'offer' | 'hired' | 'rejected';
        stageId?: string;
        source?: 'applied' | 'referral' | 'sourced' | 'agency' | 'other';
        tag?: string;
        appliedFrom?: string;
        appliedTo?: string;
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
    };
  };
  countCandidatesByStage: {
    parameters: {
      query?: {
        search?: string;
        jobId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StageCounts'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
    };
  };
  listDuplicateGroups: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DuplicateGroups'];
        };
      };
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCandidate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Candidate'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  eraseCandidate: {
    parameters: {
      query?: {
        scope?: 'application' | 'person';
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description With `scope=person`: how many applications were erased. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErasureResult'];
        };
      };
      /** @description Done: no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  updateCandidate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateCandidateInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Candidate'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  exportPerson: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubjectAccessExport'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  listApplications: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CandidateApplications'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  listDuplicatesOf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CandidateDuplicates'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  mergeCandidates: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MergeCandidatesInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Candidate'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getTimeline: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetTimelineAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  rejectCandidate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RejectInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RejectResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  listCandidateEmails: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CandidateEmails'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  sendCandidateEmail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CandidateEmailInput'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CandidateEmailSent'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  cancelCandidateEmail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        emailId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  listNotes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListNotesAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  addNote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateNoteInput'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Note'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteNote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        noteId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  editNote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        noteId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateNoteInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Note'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  listCandidateResponses: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListCandidateResponsesAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  listCandidateFiles: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListCandidateFilesAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  attachCandidateFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          file: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CandidateFile'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  listCandidateInterviews: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CandidateInterviews'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  scheduleInterview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateInterviewInput'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScheduledInterview'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  candidateScorecards: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScorecardSummary'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  listInterviews: {
    parameters: {
      query?: {
        from?: string;
        to?: string;
        jobId?: string;
        mine?: '0' | '1';
        due?: '0' | '1';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListedInterviews'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
    };
  };
  changeInterview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateInterviewInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScheduledInterview'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getInterviewInvite: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/calendar': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  interviewScorecards: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScorecardSummary'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getMyScorecard: {
    parameters: {
      query?: {
        interviewerId?: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MyScorecard'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  saveMyScorecard: {
    parameters: {
      query?: {
        interviewerId?: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ScorecardInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedScorecard'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  listCandidateOffers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OfferList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  createOffer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OfferInput'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OfferAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  listOffersToApprove: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OffersToApprove'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getOffer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OfferAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  changeOffer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OfferChangeInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OfferAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getOfferLetter: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OfferLetter'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getOfferLetterPdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  submitOffer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OfferAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  approveOffer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OfferAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  declineOfferApproval: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ApprovalDeclineInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OfferAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  sendOffer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OfferSendInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OfferAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  withdrawOffer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OfferWithdrawInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OfferAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  recordOfferDecision: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OfferRecordInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OfferAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getOfferSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OfferSettings'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  saveOfferSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OfferSettingsInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OfferSettings'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getApprovalChains: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApprovalChains'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  saveApprovalChains: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ApprovalChainsInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApprovalChains'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getOfferLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OfferLink'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getOfferLinkLetter: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  acceptOffer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OfferAcceptInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OfferLink'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  declineOffer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OfferDeclineInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OfferLink'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getMyAvailability: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Availability'];
        };
      };
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
    };
  };
  saveMyAvailability: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AvailabilityInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Availability'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getFreeSlots: {
    parameters: {
      query: {
        interviewerIds?: string;
        anyOf?: string;
        duration: string;
        from: string;
        to: string;
        minNoticeHours?: string;
        exceptInterviewId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Slots'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  listSchedulingLinks: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SchedulingLinks'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  createSchedulingLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateSchedulingLinkInput'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SchedulingLink'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getSchedulingLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SchedulingLinkPage'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  bookSchedulingLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BookSlotInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SchedulingLinkPage'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  rescheduleSchedulingLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BookSlotInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SchedulingLinkPage'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  cancelSchedulingLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SchedulingLinkPage'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  exportBackup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Backup'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  restoreBackup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BackupInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RestoreResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReport: {
    parameters: {
      query?: {
        jobId?: string;
        from?: string;
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HiringReport'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getRejectionReasons: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RejectionReasons'];
        };
      };
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
    };
  };
  saveRejectionReasons: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RejectionReasonsInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RejectionReasons'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getSearchIndexStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SearchIndexStatus'];
        };
      };
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getPrivacySettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PrivacySettings'];
        };
      };
    };
  };
  savePrivacySettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PrivacySettingsInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PrivacySettings'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getOrganization: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Organization'];
        };
      };
    };
  };
  saveOrganization: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OrganizationInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Organization'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getInterviewReminders: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InterviewReminderSettings'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  saveInterviewReminders: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InterviewReminderSettingsInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InterviewReminderSettings'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  listEmailTemplates: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailTemplates'];
        };
      };
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
    };
  };
  createEmailTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmailTemplateInput'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StoredEmailTemplate'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  updateEmailTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmailTemplateInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StoredEmailTemplate'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteEmailTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  listPipelineTemplates: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PipelineTemplates'];
        };
      };
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
    };
  };
  createPipelineTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PipelineTemplateInput'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PipelineTemplate'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  updatePipelineTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PipelineTemplateInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PipelineTemplate'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deletePipelineTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getMyApplication: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MyApplication'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getMyApplicationData: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MyApplicationData'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  withdrawApplication: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WithdrawInput'];
      };
    };
    responses: {
      /** @description Done: no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  eraseMyApplication: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EraseMyApplicationInput'];
      };
    };
    responses: {
      /** @description Done: no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  previewRetention: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RetentionPreview'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  runRetention: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RetentionRun'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getSetupStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SetupStatus'];
        };
      };
    };
  };
  setUp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SetupInput'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SetUpAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  signIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignInAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  signOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Me'];
        };
      };
      401: components['responses']['Unauthenticated'];
    };
  };
  updateMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateMeInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Me'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  listMySessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Sessions'];
        };
      };
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
    };
  };
  endMyOtherSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EndMyOtherSessionsAnswer'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  endMySession: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getTwoFactor: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TwoFactorStatus'];
        };
      };
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
    };
  };
  setUpTwoFactor: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TwoFactorSetup'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  enableTwoFactor: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TwoFactorEnableInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RecoveryCodes'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  disableTwoFactor: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TwoFactorDisableInput'];
      };
    };
    responses: {
      /** @description Done: no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  forgotPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ForgotPasswordInput'];
      };
    };
    responses: {
      /** @description Accepted: the work goes on in the background. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ResetPasswordInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResetPasswordResult'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangePasswordInput'];
      };
    };
    responses: {
      /** @description Done: no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  listApiTokens: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiTokens'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  createApiToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateApiTokenInput'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiTokenCreated'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  revokeApiToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  listAuditEvents: {
    parameters: {
      query?: {
        action?:
          | (
              | 'auth.login'
              | 'auth.login_failed'
              | 'auth.logout'
              | 'session.revoked'
              | 'two_factor.enabled'
              | 'two_factor.disabled'
              | 'two_factor.reset'
              | 'invitation.created'
              | 'invitation.revoked'
              | 'invitation.accepted'
              | 'member.role_changed'
              | 'member.deactivated'
              | 'member.reactivated'
              | 'backup.exported'
              | 'backup.restored'
              | 'candidate.erased'
              | 'candidate.withdrawn'
              | 'candidate.exported'
              | 'candidate.merged'
              | 'candidates.imported'
              | 'retention.run'
              | 'settings.changed'
              | 'password.changed'
              | 'password.reset_requested'
              | 'password.reset'
              | 'email.retried'
              | 'webhook.created'
              | 'webhook.updated'
              | 'webhook.enabled'
              | 'webhook.disabled'
              | 'webhook.deleted'
              | 'webhook.secret_rotated'
              | 'token.created'
              | 'token.revoked'
              | 'audit.keyed'
              | 'offer.approved'
              | 'offer.declined_approval'
              | 'offer.sent'
              | 'offer.accepted'
              | 'offer.declined'
              | 'sso.provider_added'
              | 'sso.provider_changed'
              | 'sso.provider_removed'
              | 'sso.domain_verified'
              | 'scim.token_created'
              | 'scim.token_revoked'
              | 'member.provisioned'
            )
          | '';
        actorId?: string;
        from?: string;
        to?: string;
        page?: string;
        pageSize?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  exportAuditCsv: {
    parameters: {
      query?: {
        action?:
          | (
              | 'auth.login'
              | 'auth.login_failed'
              | 'auth.logout'
              | 'session.revoked'
              | 'two_factor.enabled'
              | 'two_factor.disabled'
              | 'two_factor.reset'
              | 'invitation.created'
              | 'invitation.revoked'
              | 'invitation.accepted'
              | 'member.role_changed'
              | 'member.deactivated'
              | 'member.reactivated'
              | 'backup.exported'
              | 'backup.restored'
              | 'candidate.erased'
              | 'candidate.withdrawn'
              | 'candidate.exported'
              | 'candidate.merged'
              | 'candidates.imported'
              | 'retention.run'
              | 'settings.changed'
              | 'password.changed'
              | 'password.reset_requested'
              | 'password.reset'
              | 'email.retried'
              | 'webhook.created'
              | 'webhook.updated'
              | 'webhook.enabled'
              | 'webhook.disabled'
              | 'webhook.deleted'
              | 'webhook.secret_rotated'
              | 'token.created'
              | 'token.revoked'
              | 'audit.keyed'
              | 'offer.approved'
              | 'offer.declined_approval'
              | 'offer.sent'
              | 'offer.accepted'
              | 'offer.declined'
              | 'sso.provider_added'
              | 'sso.provider_changed'
              | 'sso.provider_removed'
              | 'sso.domain_verified'
              | 'scim.token_created'
              | 'scim.token_revoked'
              | 'member.provisioned'
            )
          | '';
        actorId?: string;
        from?: string;
        to?: string;
        page?: string;
        pageSize?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  verifyAudit: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditVerify'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getSecurityPolicy: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SecurityPolicy'];
        };
      };
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
    };
  };
  saveSecurityPolicy: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SecurityPolicyInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SecurityPolicy'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  listOutbox: {
    parameters: {
      query?: {
        state?: 'waiting' | 'queued' | 'scheduled' | 'sent' | 'failed' | 'cancelled';
        before?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  retryEmail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RetriedEmail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  listNotifications: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Notifications'];
        };
      };
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
    };
  };
  markNotificationsRead: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MarkReadInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnreadCount'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getNotificationPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationPrefs'];
        };
      };
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
    };
  };
  saveNotificationPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NotificationPrefsInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationPrefs'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  listInvitations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Invitations'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  invite: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InviteInput'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvitationCreated'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  revokeInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  resendInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvitationCreated'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  previewInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvitationPreview'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  acceptInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AcceptInvitationInput'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AcceptInvitationAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  listMembers: {
    parameters: {
      query?: {
        candidateId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Members'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
    };
  };
  listDeactivatedMembers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Members'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  sendPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Accepted: the work goes on in the background. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  endMemberSessions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EndMemberSessionsAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  resetMemberTwoFactor: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TwoFactorReset'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  updateMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateMemberInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UpdateMemberAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCalendarFeed: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CalendarFeed'];
        };
      };
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
    };
  };
  renewCalendarFeed: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewCalendarFeed'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getBusyCalendar: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BusyCalendar'];
        };
      };
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
    };
  };
  connectBusyCalendar: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BusyCalendarInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BusyCalendar'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  disconnectBusyCalendar: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCalendar: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        file: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/calendar': string;
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  listWebhooks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookList'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  createWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateWebhookInput'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedWebhook'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  updateWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateWebhookInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UpdateWebhookAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  rotateWebhookSecret: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedWebhook'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  listWebhookDeliveries: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookDeliveries'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  retryWebhookDelivery: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        deliveryId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Accepted: the work goes on in the background. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getApiDocs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getApiDocsScript: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/javascript': string;
        };
      };
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
    };
  };
  listIdentityProviders: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IdentityProviders'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  addIdentityProvider: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['IdentityProviderInput'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IdentityProvider'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  changeIdentityProvider: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['IdentityProviderInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IdentityProvider'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  removeIdentityProvider: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  verifyIdentityProvider: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SsoVerify'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  startSignIn: {
    parameters: {
      query: {
        email: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SsoStart'];
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  samlServiceProviderMetadata: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/samlmetadata+xml': string;
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  samlAssertionConsumer: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': components['schemas']['SamlAcsFormInput'];
      };
    };
    responses: {
      /** @description To the app, Settings, or the sign-in page */
      302: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  oidcCallback: {
    parameters: {
      query?: {
        state?: string;
        code?: string;
        error?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To the app, Settings, or the sign-in page */
      302: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
    };
  };
  getScimToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScimTokenStatus'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  createScimToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScimTokenCreated'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  revokeScimToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getScimSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScimSettings'];
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  setScimSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ScimSettingsInput'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScimSettings'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  scimServiceProviderConfig: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description What this SCIM service supports */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/scim+json': Record<string, never>;
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  scimResourceTypes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The resource types: User and Group */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/scim+json': Record<string, never>;
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  scimSchemas: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The schemas of the resource types */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/scim+json': Record<string, never>;
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  scimListUsers: {
    parameters: {
      query?: {
        filter?: string;
        startIndex?: number;
        count?: number;
        attributes?: string;
        excludedAttributes?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A ListResponse */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/scim+json': Record<string, never>;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  scimCreateUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/scim+json': components['schemas']['ScimCreateUserBodyInput'];
      };
    };
    responses: {
      /** @description The user made */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/scim+json': Record<string, never>;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  scimGetUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/scim+json': Record<string, never>;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  scimReplaceUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/scim+json': components['schemas']['ScimReplaceUserBodyInput'];
      };
    };
    responses: {
      /** @description The user */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/scim+json': Record<string, never>;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  scimDeleteUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  scimPatchUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/scim+json': components['schemas']['ScimPatchUserBodyInput'];
      };
    };
    responses: {
      /** @description The user */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/scim+json': Record<string, never>;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  scimListGroups: {
    parameters: {
      query?: {
        filter?: string;
        startIndex?: number;
        count?: number;
        attributes?: string;
        excludedAttributes?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A ListResponse */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/scim+json': Record<string, never>;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  scimCreateGroup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/scim+json': components['schemas']['ScimCreateGroupBodyInput'];
      };
    };
    responses: {
      /** @description The group made */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/scim+json': Record<string, never>;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  scimGetGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The group */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/scim+json': Record<string, never>;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  scimReplaceGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/scim+json': components['schemas']['ScimReplaceGroupBodyInput'];
      };
    };
    responses: {
      /** @description The group */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/scim+json': Record<string, never>;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
  scimDeleteGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  scimPatchGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/scim+json': components['schemas']['ScimPatchGroupBodyInput'];
      };
    };
    responses: {
      /** @description The group */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/scim+json': Record<string, never>;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyRequests'];
    };
  };
}

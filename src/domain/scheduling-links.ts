/** Self-scheduling links: what the candidate's page and the API say, shared by both. */

/** A link unknown, ended (a newer one, a cancellation) or past its window. */
export const SCHEDULING_LINK_GONE =
  'This scheduling link no longer opens. Ask the team that sent it for a new one.';

/** The slot was booked by someone else (or became busy) since the page was read. */
export const SLOT_TAKEN = 'That time was just taken. Pick another one.';

/** The one change is used, or the time is within the notice. */
export const CHANGE_CLOSED =
  'This interview can no longer be changed here. Reply to the team’s email to change it.';

/** The candidate's page of a link. */
export const schedulingPath = (token: string) => `/schedule/${token}`;

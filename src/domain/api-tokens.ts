/**
 * Team mode's API tokens: a script or another system calls the API with one (Authorization:
 * Bearer), acting as a recruiter or an interviewer, never as an admin.
 */

/** The roles a token may have: admin work stays with signed-in admins. */
export const API_TOKEN_ROLES = ['recruiter', 'interviewer'] as const;
export type ApiTokenRole = (typeof API_TOKEN_ROLES)[number];

/** A token's name: it signs what the token writes ("<name> (API token)", at most 100 characters). */
export const API_TOKEN_NAME_MAX = 80;

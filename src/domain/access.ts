/**
 * Who may do what on a team server. One table, read by the API (every route names the action it
 * needs) and by the UI (it hides what the signed-in member cannot do). Browser mode has one local
 * recruiter with no account, who may do all of the hiring work.
 */

export const ROLES = ['admin', 'recruiter', 'interviewer'] as const;

/** The shortest password a member may choose (the server's schema and the UI's form both ask it). */
export const PASSWORD_MIN = 10;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  recruiter: 'Recruiter',
  interviewer: 'Interviewer',
};

/** The actions a route can need. Reading the hiring data and writing notes are every member's. */
export const ACTIONS = [
  'read',
  'write-notes',
  'edit-jobs',
  'move-candidates',
  'edit-assessments',
  'plan-interviews',
  'write-scorecards',
  'erase-candidates',
  'manage-members',
  'manage-settings',
  'backup',
  /** The audit log: admins alone read it. */
  'read-audit',
  /** Everything held on a person in one file (a subject-access request): admins alone. */
  'export-candidates',
  /** Offers: draft, change, submit, send and withdraw them, and read them (never interviewers). */
  'make-offers',
  /** Decide a step of an offer's approval chain that asks them (the service checks which). */
  'approve-offers',
] as const;
export type Action = (typeof ACTIONS)[number];

const ALLOWED: Record<Role, readonly Action[]> = {
  admin: ACTIONS,
  recruiter: [
    'read',
    'write-notes',
    'edit-jobs',
    'move-candidates',
    'edit-assessments',
    'plan-interviews',
    'write-scorecards',
    'erase-candidates',
    'make-offers',
    'approve-offers',
  ],
  // A member writes scorecards only for the interviews they are on (the service checks that).
  interviewer: ['read', 'write-notes', 'write-scorecards'],
};

/** Whether a member of this role may do this; `null` is browser mode's local recruiter. */
export function can(role: Role | null, action: Action): boolean {
  if (role === null) return action !== 'manage-members' && action !== 'read-audit';
  return ALLOWED[role].includes(action);
}

/**
 * Data minimization: an interviewer sees only the candidates they interview (in an interview not
 * cancelled); everyone else, and browser mode's recruiter (`null`), sees every candidate.
 */
export const seesOnlyTheirCandidates = (role: Role | null): boolean => role === 'interviewer';

/**
 * Whether a member of this role may own a job: its owner hears of every application, so it is a
 * member who sees every candidate (a recruiter or an admin).
 */
export const mayOwnJob = (role: Role): boolean => !seesOnlyTheirCandidates(role);

/** Who changes a note: a member by id and role, or `null` for browser mode's local recruiter. */
export type NoteChanger = { id: number; role: Role } | null;

/**
 * Whether a note may be changed: its author edits and deletes their own, and an admin deletes any
 * (never edits another's words). Browser mode's local recruiter may do both to every note.
 */
export function mayChangeNote(
  who: NoteChanger,
  note: { author?: { id: number } },
  change: 'edit' | 'delete',
): boolean {
  if (who === null) return true;
  if (note.author?.id === who.id) return true;
  return change === 'delete' && who.role === 'admin';
}

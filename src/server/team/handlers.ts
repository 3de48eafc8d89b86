import { searchIndexing } from '../services/search-index';
import type { EventHandler, TeamTx } from '../store/types';
import { interviewReminders } from './services/interview-reminders';
import { scorecardReminders } from './services/scorecards-due';
import { webhookEvents } from './webhooks/events';

/**
 * Team mode's consequences of what a write records, run in its transaction after the store's own
 * (the reports' counts, the live events): webhooks, the reminders before interviews and that
 * scorecards are due, and a round of the search index when files came. `createTeamAccess` adds them to its store.
 */
export const TEAM_HANDLERS: ReadonlyArray<EventHandler<TeamTx>> = [
  webhookEvents,
  scorecardReminders,
  interviewReminders,
  searchIndexing,
];

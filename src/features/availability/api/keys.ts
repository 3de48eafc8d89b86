/** Every query key of the working-hours feature, defined once. */
export const availabilityKeys = {
  all: ['availability'] as const,
  /** The signed-in member's own hours (browser mode: its one recruiter's). */
  mine: () => ['availability', 'mine'] as const,
  /** Whether the member's own calendar is read for busy times (team mode). */
  busyCalendar: () => ['availability', 'busy-calendar'] as const,
};

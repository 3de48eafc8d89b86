import { apiBlob, errorMessage } from '@/api/client';
import { useToast } from '@/components/toast';
import { saveBlob } from '@/lib/save-file';

/**
 * GET /api/interviews/:id/invite.ics, saved as a file. Fetched, not followed as a link: browser
 * mode's service worker answers the page's own requests, and a link would be taken for a page.
 */
export async function saveInvite(interview: { id: number }): Promise<void> {
  const file = await apiBlob(`/interviews/${interview.id}/invite.ics`);
  saveBlob(new Blob([file], { type: 'text/calendar' }), `interview-${interview.id}.ics`);
}

/** Saves an interview's calendar file; a failure is said, never swallowed. */
export function useSaveInvite(): (interview: { id: number }) => void {
  const toast = useToast();
  return (interview) =>
    void saveInvite(interview).catch((error: unknown) =>
      toast.show(`Could not save the calendar file: ${errorMessage(error)}`, 'error'),
    );
}

import { useEffect } from 'react';

export const APP_NAME = 'TalentFlow';

interface DocumentTitleOptions {
  /** False when the title already names the app ("Set up TalentFlow"). */
  suffix?: boolean;
}

/**
 * Names the browser tab after the screen: "Candidates · TalentFlow". Until the screen knows its
 * name (a job still loading) the tab says the app's name alone, never the previous screen's.
 * Nothing is restored on unmount: the next screen sets its own title.
 */
export function useDocumentTitle(
  title: string | null | undefined,
  { suffix = true }: DocumentTitleOptions = {},
): void {
  const name = title?.trim();
  const text = !name ? APP_NAME : suffix ? `${name} · ${APP_NAME}` : name;
  useEffect(() => {
    document.title = text;
  }, [text]);
}

import { isValidEmail } from '@/domain/email';

/** An email for the recruiter's own mail app to open: browser mode sends nothing itself. */
export interface MailDraft {
  to: string;
  subject: string;
  text: string;
}

/**
 * The draft as a mailto: link, or null when the address is not a plain one: `?`, `&` or `%` in it
 * would add headers (a bcc) or cut the link. The subject and text are encoded whole.
 */
export function mailtoHref({ to, subject, text }: MailDraft): string | null {
  if (!isValidEmail(to)) return null;
  return `mailto:${to.trim()}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`;
}

/**
 * Hands a mailto: link to the browser, which opens the mail app and leaves the page where it is.
 * An object, so a test can replace `open` (`vi.spyOn(mailApp, 'open')`): jsdom cannot navigate.
 */
export const mailApp = {
  open(href: string): void {
    window.location.href = href;
  },
};

import { errorMessage } from '@/api/client';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { useToast } from '@/components/toast';
import {
  EMAIL_CHOICE_LABELS,
  EMAIL_CHOICES,
  EMAIL_NOTIFICATION_KINDS,
  isDigestKind,
  NOTIFICATION_KIND_LABELS,
  type EmailChoice,
} from '@/domain/notifications';
import { useNotificationPrefs, type NotificationPrefs } from '../api/get-preferences';
import { useSaveNotificationPrefs } from '../api/save-preferences';

/**
 * On the account page: how notifications also come by email (all at once at first). Mentions and
 * applications may come at once, in a daily digest or not by email (a select each); the other
 * kinds are on or off.
 */
export function EmailPreferences() {
  const prefs = useNotificationPrefs();
  const save = useSaveNotificationPrefs();
  const toast = useToast();
  const choose = (current: NotificationPrefs, change: Partial<NotificationPrefs['email']>) =>
    save.mutate(
      { email: { ...current.email, ...change } },
      {
        onSuccess: () => toast.show('Your email choices are saved.', 'success'),
        onError: (error) => toast.show(`Could not save: ${errorMessage(error)}`, 'error'),
      },
    );
  return (
    <section className="panel account-section" aria-labelledby="email-prefs-heading">
      <h2 id="email-prefs-heading">Email me about</h2>
      {prefs.isPending ? (
        <LoadingMessage>Loading…</LoadingMessage>
      ) : prefs.isError ? (
        <ErrorMessage>Could not load your choices: {errorMessage(prefs.error)}</ErrorMessage>
      ) : (
        <fieldset className="notification-prefs">
          <legend className="visually-hidden">Notifications that also come by email</legend>
          {EMAIL_NOTIFICATION_KINDS.map((kind) => {
            const shown = (save.isPending ? save.variables : prefs.data).email[kind];
            return isDigestKind(kind) ? (
              <label key={kind} className="notification-pref notification-pref-choice">
                {NOTIFICATION_KIND_LABELS[kind]}
                <select
                  value={shown as EmailChoice}
                  disabled={save.isPending}
                  onChange={(event) =>
                    choose(prefs.data, { [kind]: event.target.value as EmailChoice })
                  }
                >
                  {EMAIL_CHOICES.map((choice) => (
                    <option key={choice} value={choice}>
                      {EMAIL_CHOICE_LABELS[choice]}
                    </option>
                  ))}
                </select>
              </label>
            ) : (
              <label key={kind} className="notification-pref">
                <input
                  type="checkbox"
                  checked={shown as boolean}
                  disabled={save.isPending}
                  onChange={(event) => choose(prefs.data, { [kind]: event.target.checked })}
                />
                {NOTIFICATION_KIND_LABELS[kind]}
              </label>
            );
          })}
          <p className="field-hint">
            A daily digest comes at 07:00 in your time zone, listing what came since the last one.
            They all show on the bell either way.
          </p>
        </fieldset>
      )}
    </section>
  );
}

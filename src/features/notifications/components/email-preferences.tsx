import { errorMessage } from '@/api/client';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { useToast } from '@/components/toast';
import { EMAIL_NOTIFICATION_KINDS, NOTIFICATION_KIND_LABELS } from '@/domain/notifications';
import { useNotificationPrefs } from '../api/get-preferences';
import { useSaveNotificationPrefs } from '../api/save-preferences';

/** On the account page: which notifications also come by email (all of them at first). */
export function EmailPreferences() {
  const prefs = useNotificationPrefs();
  const save = useSaveNotificationPrefs();
  const toast = useToast();
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
          {EMAIL_NOTIFICATION_KINDS.map((kind) => (
            <label key={kind} className="notification-pref">
              <input
                type="checkbox"
                checked={save.isPending ? save.variables.email[kind] : prefs.data.email[kind]}
                disabled={save.isPending}
                onChange={(event) =>
                  save.mutate(
                    { email: { ...prefs.data.email, [kind]: event.target.checked } },
                    {
                      onSuccess: () => toast.show('Your email choices are saved.', 'success'),
                      onError: (error) =>
                        toast.show(`Could not save: ${errorMessage(error)}`, 'error'),
                    },
                  )
                }
              />
              {NOTIFICATION_KIND_LABELS[kind]}
            </label>
          ))}
          <p className="field-hint">They all show on the bell either way.</p>
        </fieldset>
      )}
    </section>
  );
}

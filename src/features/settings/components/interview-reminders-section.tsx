import { errorMessage } from '@/api/client';
import { SettingsFormFooter } from '@/components/settings-form-footer';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { TextField } from '@/components/text-field';
import { REMINDER_HOURS, type InterviewReminderSettings } from '@/domain/interviews';
import { useInterviewReminders } from '../api/get-interview-reminders';
import { useSaveInterviewReminders } from '../api/save-interview-reminders';
import { useSettingsForm } from '../logic/use-settings-form';

/** The three reminders an interview may have, each a number of hours or empty. */
const SLOTS = ['first', 'second', 'third'] as const;
type Slot = (typeof SLOTS)[number];
type Draft = Record<Slot, string>;

export const REMINDER_LABELS: Record<Slot, string> = {
  first: 'First reminder, hours before',
  second: 'Second reminder, hours before',
  third: 'Third reminder, hours before',
};
export const HOURS_NOT_WHOLE = `Enter a whole number of hours from ${REMINDER_HOURS.min} to ${REMINDER_HOURS.max}, or leave it empty.`;
export const REMINDERS_OFF = 'Interview reminders are off.';

const hoursInWords = (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`);

/** "Reminders go 24 hours and 1 hour before each interview.", or that they are off. */
export const remindersSaved = ({ hours }: InterviewReminderSettings) =>
  hours.length === 0
    ? REMINDERS_OFF
    : `Reminders go ${new Intl.ListFormat('en').format(hours.map(hoursInWords))} before each interview.`;

const draftOf = ({ hours }: InterviewReminderSettings): Draft =>
  Object.fromEntries(
    SLOTS.map((slot, i) => [slot, hours[i] === undefined ? '' : String(hours[i])]),
  ) as Draft;

/** The hours typed, each checked before sending (the server checks them again). */
function bodyOf(draft: Draft) {
  const hours: number[] = [];
  for (const slot of SLOTS) {
    const typed = draft[slot].trim();
    if (typed === '') continue;
    const value = Number(typed);
    if (!Number.isInteger(value) || value < REMINDER_HOURS.min || value > REMINDER_HOURS.max)
      return { field: slot, message: HOURS_NOT_WHOLE };
    if (hours.includes(value))
      return { field: slot, message: `${hoursInWords(value)} before is already a reminder.` };
    hours.push(value);
  }
  return { body: { hours } };
}

/**
 * Settings' Interview reminders (a team server, which emails them): how many hours before an
 * interview its interviewers, and a candidate who was sent the invitation, are reminded.
 */
export function InterviewRemindersSection() {
  const kept = useInterviewReminders();
  return (
    <section className="panel settings-section" aria-labelledby="interview-reminders-heading">
      <h2 id="interview-reminders-heading">Interview reminders</h2>
      <p className="field-hint">
        Interviewers, and a candidate who was sent the invitation, are emailed a reminder this many
        hours before an interview. Leave all three empty to send none.
      </p>
      {kept.isPending && <LoadingMessage>Loading the interview reminders…</LoadingMessage>}
      {kept.isError && (
        <ErrorMessage>
          Could not load the interview reminders: {errorMessage(kept.error)}
        </ErrorMessage>
      )}
      {kept.isSuccess && <InterviewRemindersForm kept={kept.data} />}
    </section>
  );
}

function InterviewRemindersForm({ kept }: { kept: InterviewReminderSettings }) {
  const { draft, errors, focusable, change, submit, footer } = useSettingsForm({
    kept,
    fields: SLOTS,
    draftOf,
    bodyOf,
    save: useSaveInterviewReminders(),
    subject: 'the interview reminders',
    savedMessage: remindersSaved,
    keepOtherErrors: true,
  });
  return (
    <form aria-label="Interview reminders" onSubmit={submit} noValidate>
      {SLOTS.map((slot) => (
        <TextField
          key={slot}
          label={REMINDER_LABELS[slot]}
          inputMode="numeric"
          value={draft[slot]}
          error={errors[slot]}
          inputRef={focusable(slot)}
          onChange={(value) => change({ [slot]: value })}
        />
      ))}
      <SettingsFormFooter {...footer} saveLabel="Save interview reminders" />
    </form>
  );
}

import { errorMessage } from '@/api/client';
import { useOrganization } from '@/api/queries/get-organization';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import { TimeZoneSelect } from '@/components/time-zone-select';
import { CAREERS_INTRO_MAX, ORGANIZATION_NAME_MAX, type Organization } from '@/domain/organization';
import { useSaveOrganization } from '../api/save-organization';
import { useSettingsForm } from '../logic/use-settings-form';
import { SettingsFormFooter } from '@/components/settings-form-footer';

export const ORGANIZATION_NAME_LABEL = 'Organization name';
export const WEBSITE_LABEL = 'Website';
export const CAREERS_INTRO_LABEL = 'Careers page introduction';

export const TIME_ZONE_LABEL = 'Time zone of emails';

const FIELDS: (keyof Organization)[] = ['name', 'website', 'careersIntro', 'timeZone'];

/** Only the name is checked before sending; the server's 400 names any other bad field. */
const bodyOf = (draft: Organization) =>
  draft.name.trim()
    ? { body: draft }
    : { field: 'name' as const, message: 'The organization needs a name.' };

/**
 * Who posts the jobs: the name and website job boards and search engines read in every posting,
 * and the introduction the careers page shows above the open positions.
 */
export function OrganizationSection() {
  const kept = useOrganization();
  return (
    <section className="panel settings-section" aria-labelledby="organization-heading">
      <h2 id="organization-heading">Organization</h2>
      <p className="field-hint">
        Shown on the careers page and in the job postings that search engines and job boards read.
      </p>
      {kept.isPending && <LoadingMessage>Loading the organization…</LoadingMessage>}
      {kept.isError && (
        <ErrorMessage>Could not load the organization: {errorMessage(kept.error)}</ErrorMessage>
      )}
      {kept.isSuccess && <OrganizationForm kept={kept.data} />}
    </section>
  );
}

function OrganizationForm({ kept }: { kept: Organization }) {
  const { draft, errors, focusable, change, submit, footer } = useSettingsForm({
    kept,
    fields: FIELDS,
    draftOf: (organization: Organization) => organization,
    bodyOf,
    save: useSaveOrganization(),
    subject: 'the organization',
  });

  return (
    <form className="organization-form" aria-label="Organization" onSubmit={submit} noValidate>
      <TextField
        label={ORGANIZATION_NAME_LABEL}
        value={draft.name}
        maxLength={ORGANIZATION_NAME_MAX}
        autoComplete="organization"
        error={errors.name}
        inputRef={focusable('name')}
        onChange={(value) => change({ name: value })}
      />
      <TextField
        label={WEBSITE_LABEL}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        value={draft.website}
        hint="Optional. The organization’s own site, an http:// or https:// address."
        error={errors.website}
        inputRef={focusable('website')}
        onChange={(value) => change({ website: value })}
      />
      <TextAreaField
        label={CAREERS_INTRO_LABEL}
        value={draft.careersIntro}
        maxLength={CAREERS_INTRO_MAX}
        rows={4}
        hint="Optional. Plain text shown above the open positions."
        error={errors.careersIntro}
        textareaRef={focusable('careersIntro')}
        onChange={(value) => change({ careersIntro: value })}
      />
      <TimeZoneSelect
        label={TIME_ZONE_LABEL}
        value={draft.timeZone}
        hint="Emails name times in it for members and applicants who have no time zone of their own."
        error={errors.timeZone}
        onChange={(timeZone) => change({ timeZone })}
      />
      <SettingsFormFooter {...footer} saveLabel="Save organization" />
    </form>
  );
}

import type { AuditEvent } from '@/api/types';

type Detail = AuditEvent['detail'];

const valueText = (value: Detail[string]): string =>
  value === null ? 'none' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);

/** An event's detail as short text, "email: ann@example.com, reason: password"; empty when it has none. */
export function detailText(detail: Detail): string {
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${valueText(value)}`)
    .join(', ');
}

/** The API token an event was done with (no member then), or undefined. */
export function integrationOf(detail: Detail): string | undefined {
  return typeof detail.integration === 'string' ? detail.integration : undefined;
}

/** What the verify button's answer says. */
export function verifiedText(count: number): string {
  return `The log is intact: ${count} ${count === 1 ? 'event' : 'events'} checked.`;
}

export function tamperedText(firstBadId: number | undefined): string {
  return firstBadId === undefined
    ? 'The log was changed behind TalentFlow’s back.'
    : `The log was changed behind TalentFlow’s back: event #${firstBadId} does not match.`;
}

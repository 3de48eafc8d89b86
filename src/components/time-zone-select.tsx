import type { Ref } from 'react';
import { LabelledField } from './text-field';

/** Every zone the browser knows by its IANA name, UTC first (some browsers leave it out). */
function knownZones(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return ['UTC', ...zones.filter((zone) => zone !== 'UTC')];
}

let zones: string[] | undefined;

interface TimeZoneSelectProps {
  label: string;
  /** The zone chosen, or '' for the `none` choice. */
  value: string;
  onChange: (zone: string) => void;
  /** A first choice of no zone of one's own, e.g. "The team's default (Europe/Lisbon)". */
  none?: string;
  hint?: string;
  error?: string;
  selectRef?: Ref<HTMLSelectElement>;
}

/** A time zone by its IANA name, labelled; the zone kept shows even when this browser lacks it. */
export function TimeZoneSelect({
  label,
  value,
  onChange,
  none,
  hint,
  error,
  selectRef,
}: TimeZoneSelectProps) {
  zones ??= knownZones();
  const choices = value && !zones.includes(value) ? [value, ...zones] : zones;
  return (
    <LabelledField label={label} hint={hint} error={error}>
      {(control) => (
        <select
          {...control}
          ref={selectRef}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {none !== undefined && <option value="">{none}</option>}
          {choices.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, ' ')}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}

const HUES = [222, 262, 190, 330, 28, 152, 4, 46];

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** Initials on a colour picked from the id, so a person keeps the same colour everywhere. */
export function Avatar({
  id,
  name,
  size = 'sm',
}: {
  id: number;
  name: string;
  size?: 'sm' | 'lg';
}) {
  const hue = HUES[id % HUES.length];
  return (
    <span
      className={`avatar avatar-${size}`}
      style={{ '--avatar-hue': hue } as React.CSSProperties}
      aria-hidden="true"
    >
      {initials(name)}
    </span>
  );
}

/**
 * Answers and errors are keyed by question id, and any id matching the id pattern is valid,
 * including the names every JavaScript object inherits (`constructor`, `toString`, `valueOf`,
 * `hasOwnProperty`, `__proto__`). So these records are read as data: a lookup sees own keys only
 * (`answers.constructor` would be `Object`), and a write defines a data property (an assignment
 * to `__proto__` would set the prototype, or be ignored, instead of storing the value).
 */

/** The value stored under `key`, never one inherited from Object.prototype. */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Whether `key` is one of the record's own keys. */
export function hasOwnKey(record: object, key: string): boolean {
  return Object.hasOwn(record, key);
}

/** Stores `value` under `key` as a plain data property, whatever the key is named. */
export function setOwnValue<T>(record: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(record, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** A copy of `record` with `key` set to `value`. */
export function withOwnValue<T>(
  record: Readonly<Record<string, T>>,
  key: string,
  value: T,
): Record<string, T> {
  const next = { ...record };
  setOwnValue(next, key, value);
  return next;
}

/** A copy of `record` without `key`. */
export function withoutOwnKey<T>(
  record: Readonly<Record<string, T>>,
  key: string,
): Record<string, T> {
  const next = { ...record };
  delete next[key];
  return next;
}

/**
 * A browser whose language is German for one test: an `Intl.DateTimeFormat` given no locale takes
 * de-DE (`restoreMocks` puts it back). Formatters made before are kept by the modules that made
 * them: import a fresh copy (`vi.resetModules()`) after this.
 */
export function inGerman(): void {
  const Browser = Intl.DateTimeFormat;
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
    locales?: string | string[],
    options?: Intl.DateTimeFormatOptions,
  ) {
    return new Browser(locales ?? 'de-DE', options);
  } as typeof Intl.DateTimeFormat);
}

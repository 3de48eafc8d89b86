import type { OptionsType, ZxcvbnFactory as Factory } from '@zxcvbn-ts/core';
import { badRequest } from '../errors';

/**
 * New passwords must be hard to guess, not only long: zxcvbn-ts estimates how many guesses a
 * password takes, against lists of common passwords, words, names, keyboard patterns, repeats and
 * dates, and the member's own name and email. Anything below "safely unguessable" for an online
 * attack (score 3 of 4) is refused, with zxcvbn's reason.
 */

export const MIN_SCORE = 3;
const WEAK = 'This password is too easy to guess.';
const ADVICE = 'Use a few uncommon words, or a longer phrase of your own.';

let factory: Promise<Factory> | undefined;

/** The estimator, with its dictionaries, made once on first use (about 0.1 s). */
function estimator(): Promise<Factory> {
  factory ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    const options: OptionsType = {
      translations: en.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...en.dictionary },
    };
    return new ZxcvbnFactory(options);
  })();
  return factory;
}

/** Refuses (400) a password that is easy to guess, saying why; `about` are the member's own words. */
export async function assertStrongPassword(
  password: string,
  about: readonly string[],
): Promise<void> {
  const result = await (await estimator()).check(password, [...about]);
  if (result.score >= MIN_SCORE) return;
  const { warning, suggestions } = result.feedback;
  const why = [warning, suggestions[0] ?? ADVICE].filter(Boolean).join(' ');
  throw badRequest(`${WEAK} ${why}`);
}

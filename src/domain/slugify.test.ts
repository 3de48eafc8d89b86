import { slugify, uniqueSlug } from './slugify';
import { parseTags } from './tags';

describe('slugify', () => {
  it('lowercases and joins words with dashes', () => {
    expect(slugify('Senior React Dev (Remote)')).toBe('senior-react-dev-remote');
  });
  it('strips accents and edge dashes', () => {
    expect(slugify('  Café Manager!! ')).toBe('cafe-manager');
  });
  it('falls back when nothing is left', () => {
    expect(slugify('!!!')).toBe('job');
  });
  it('finds the first free suffix', () => {
    expect(uniqueSlug('dev', new Set())).toBe('dev');
    expect(uniqueSlug('dev', new Set(['dev', 'dev-2']))).toBe('dev-3');
  });
});

describe('parseTags', () => {
  it('splits on commas, trims and drops empty entries', () => {
    expect(parseTags(' react, ,remote ,, ')).toEqual(['react', 'remote']);
  });
  it('keeps the first of case-insensitive duplicates', () => {
    expect(parseTags('React, react, REMOTE')).toEqual(['React', 'REMOTE']);
  });
  it('gives an empty list for empty input', () => {
    expect(parseTags('')).toEqual([]);
  });
});

import fc from 'fast-check';
import { MENTION_DIRECTORY } from './constants';
import { activeMention, filterMentions, insertMention, splitMentions } from './mentions';

describe('activeMention', () => {
  it('finds "@query" in the last word before the caret', () => {
    expect(activeMention('Ask @Ali')).toEqual({ query: 'Ali', start: 4, end: 8 });
    expect(activeMention('@')).toEqual({ query: '', start: 0, end: 1 });
    expect(activeMention('first line\n@bo')).toEqual({ query: 'bo', start: 11, end: 14 });
  });
  it('closes once a space follows, and ignores "@" inside a word', () => {
    expect(activeMention('Ask @Alice ')).toBeNull();
    expect(activeMention('Ask @Alice J')).toBeNull();
    expect(activeMention('mail bob@example')).toBeNull();
    expect(activeMention('no mention here')).toBeNull();
    expect(activeMention('')).toBeNull();
  });
  it('reads up to the caret, not the end of the text', () => {
    expect(activeMention('Ping @Ca and more', 8)).toEqual({ query: 'Ca', start: 5, end: 8 });
    expect(activeMention('Ping @Ca and more', 4)).toBeNull();
  });
});

describe('filterMentions', () => {
  it('matches the text after "@" case-insensitively anywhere in the name', () => {
    expect(filterMentions(MENTION_DIRECTORY, 'ali').map((p) => p.name)).toEqual(['Alice Johnson']);
    expect(filterMentions(MENTION_DIRECTORY, 'SMITH').map((p) => p.name)).toEqual(['Bob Smith']);
    expect(filterMentions(MENTION_DIRECTORY, 'o').map((p) => p.name)).toEqual([
      'Alice Johnson',
      'Bob Smith',
      'Carol Williams',
    ]);
  });
  it('gives everyone for an empty query and nobody for a miss', () => {
    expect(filterMentions(MENTION_DIRECTORY, '')).toHaveLength(3);
    expect(filterMentions(MENTION_DIRECTORY, 'zed')).toEqual([]);
  });
});

describe('insertMention', () => {
  it('replaces the query with the name followed by a space and moves the caret after it', () => {
    const text = 'Ask @ali';
    const mention = activeMention(text);
    expect(mention).not.toBeNull();
    expect(insertMention(text, mention!, 'Alice Johnson')).toEqual({
      text: 'Ask @Alice Johnson ',
      caret: 19,
    });
  });
  it('keeps the text after the caret', () => {
    const text = 'Hi @b, see you';
    const mention = activeMention(text, 5)!;
    const result = insertMention(text, mention, 'Bob Smith');
    expect(result.text).toBe('Hi @Bob Smith , see you');
    expect(result.text.slice(0, result.caret)).toBe('Hi @Bob Smith ');
  });
});

describe('splitMentions', () => {
  it('marks exact directory names after "@" as mentions', () => {
    expect(splitMentions('Ask @Alice Johnson about @Bob Smith.', MENTION_DIRECTORY)).toEqual([
      { kind: 'text', text: 'Ask ' },
      { kind: 'mention', text: '@Alice Johnson', person: MENTION_DIRECTORY[0] },
      { kind: 'text', text: ' about ' },
      { kind: 'mention', text: '@Bob Smith', person: MENTION_DIRECTORY[1] },
      { kind: 'text', text: '.' },
    ]);
  });
  it('leaves near misses as text: other case, unknown names, longer words, e-mail addresses', () => {
    for (const text of [
      '@alice johnson',
      '@Alice',
      '@Dave Jones',
      '@Bob Smithson',
      'bob@Bob Smith',
      'Alice Johnson',
    ]) {
      expect(splitMentions(text, MENTION_DIRECTORY)).toEqual([{ kind: 'text', text }]);
    }
  });
  it('handles a mention at the start and end, and an empty text', () => {
    expect(splitMentions('@Carol Williams', MENTION_DIRECTORY)).toEqual([
      { kind: 'mention', text: '@Carol Williams', person: MENTION_DIRECTORY[2] },
    ]);
    expect(splitMentions('', MENTION_DIRECTORY)).toEqual([]);
  });
  it('prefers the longest of overlapping names', () => {
    const directory = [
      { id: 'a', name: 'Ann' },
      { id: 'b', name: 'Ann Lee' },
    ];
    expect(splitMentions('@Ann Lee!', directory).map((s) => s.text)).toEqual(['@Ann Lee', '!']);
  });
  it('never loses or changes a character of the text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constantFrom('@Alice Johnson', '@Bob Smith', ' ', '@'))),
        (parts) => {
          const text = parts.join('');
          expect(
            splitMentions(text, MENTION_DIRECTORY)
              .map((s) => s.text)
              .join(''),
          ).toBe(text);
        },
      ),
    );
  });
  it('a picked mention renders as a mention once saved', () => {
    const text = 'Loop in @car';
    const { text: saved } = insertMention(text, activeMention(text)!, 'Carol Williams');
    expect(
      splitMentions(saved, MENTION_DIRECTORY)
        .filter((s) => s.kind === 'mention')
        .map((s) => s.text),
    ).toEqual(['@Carol Williams']);
  });
});

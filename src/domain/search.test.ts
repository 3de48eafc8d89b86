import { candidateSearchTokens, foldText, searchTerms } from './search';

describe('candidate search tokens', () => {
  it('are the lowercase words of name and email plus the whole email, each once', () => {
    expect(
      candidateSearchTokens({
        name: 'Jane  van der Berg-Smith',
        email: 'Jane.Berg@Example.com',
      }).sort(),
    ).toEqual(
      ['jane', 'van', 'der', 'berg', 'smith', 'example', 'com', 'jane.berg@example.com'].sort(),
    );
  });

  it('fold accents and keep letters of any script and digits', () => {
    expect(foldText('José Müller')).toBe('jose muller');
    expect(candidateSearchTokens({ name: 'Zoë 李 Ng2', email: 'zoe2@x.io' })).toEqual([
      'zoe',
      '李',
      'ng2',
      'zoe2',
      'x',
      'io',
      'zoe2@x.io',
    ]);
  });

  it('tolerate rows without a name or email', () => {
    expect(candidateSearchTokens({})).toEqual([]);
    expect(candidateSearchTokens({ name: 42, email: null })).toEqual([]);
  });
});

describe('search terms', () => {
  it('split a query into lowercase word prefixes', () => {
    expect(searchTerms('  Jane   DOE ')).toEqual(['jane', 'doe']);
    expect(searchTerms('jane.doe')).toEqual(['jane', 'doe']);
    expect(searchTerms('Jöhn')).toEqual(['john']);
  });

  it('keep a term with a local part before "@" whole, as a prefix of the email', () => {
    expect(searchTerms('Jane.Doe@exa')).toEqual(['jane.doe@exa']);
    expect(searchTerms('@example.com')).toEqual(['example', 'com']);
  });

  it('drop a term that another term already starts with', () => {
    expect(searchTerms('jo jones j')).toEqual(['jones']);
    expect(searchTerms('ann ana')).toEqual(['ann', 'ana']);
  });

  it('are empty when the query has no letters or digits', () => {
    expect(searchTerms('  -- . ')).toEqual([]);
    expect(searchTerms('')).toEqual([]);
  });
});

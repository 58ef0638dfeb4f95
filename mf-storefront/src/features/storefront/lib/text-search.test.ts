import { matchesSearch } from './text-search';

describe('matchesSearch', () => {
  const fields = ['Pizza Calabresa', 'Calabresa fatiada, cebola e azeitonas', null];

  it('matches regardless of accents on either side', () => {
    expect(matchesSearch(['Açaí na tigela'], 'acai')).toBe(true);
    expect(matchesSearch(['Acai na tigela'], 'AÇAÍ')).toBe(true);
  });

  it('looks in every field', () => {
    expect(matchesSearch(fields, 'azeitona')).toBe(true);
  });

  it('requires every word, in any field and order', () => {
    expect(matchesSearch(fields, 'cebola pizza')).toBe(true);
    expect(matchesSearch(fields, 'cebola frango')).toBe(false);
  });

  it('matches everything for an empty or blank query', () => {
    expect(matchesSearch(fields, '')).toBe(true);
    expect(matchesSearch(fields, '   ')).toBe(true);
  });
});

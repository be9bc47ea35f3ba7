import { describe, expect, test } from 'vitest';
import { composeApp } from '../compose/compose-app';
import { missingTags as missing } from '../compose/testing/missing-tags';

/** Content, picks and list order (session 21), said in words of our own. */
describe('content, random picks and list order said in other words (session 21)', () => {
  test.each<[string, string, string[]]>([
    ['"40 useful spanish words" is met with 40 entries: the phrases run on into the everyday words', 'give me 40 useful spanish words with their english meaning for a weekend in seville', ['content:min 40']],
    ['"which of us cooks? dad, ella or sam. random choice" picks among the three named in a sentence of their own', 'which of us cooks tonight? dad, ella or sam. random choice please', ['random:options dad,ella,sam']],
    ['"starts off with Kai, Lena, Omar" fills a random student picker that names its list "students"', 'a random student picker for my reading group. it starts off with Kai, Lena, Omar, Zoe and I will add more later', ['prefilled:students kai,lena,omar,zoe', 'op:add students']],
    ['"earliest at the top" orders dated records by the nearest date first', 'list of dentist and doctor appointments with who and date, earliest at the top', ['sort:date asc']],
  ])('%s', (_says, prompt, tags) => {
    expect(missing(prompt, tags)).toEqual([]);
  });

  test('a random picker asked "who does it?" with a pick please leaves nothing not understood', () => {
    const { spec, report } = composeApp('who takes the bins out? me, priya or tom. random pick please');
    expect(JSON.stringify(spec)).toContain('random(');
    expect(report?.notBuilt ?? []).toEqual([]);
  });

  test('the speaker saying "and I\'ll add the rest" is not one of the options', () => {
    const spec = composeApp('pick a kid at random for my class: the kids are Ana, Ben, Cal and I\'ll add the rest').spec;
    const names = (spec.state.find((v) => v.type === 'list')?.initial ?? []) as Record<string, string>[];
    expect(names.map((n) => Object.values(n)[0])).toEqual(['Ana', 'Ben', 'Cal']);
  });
});

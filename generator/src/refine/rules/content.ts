import type { Component } from '@droidforge/contracts';
import { questionBankFor, toQuizItem } from '../../compose/content/quiz-questions';
import { parseNumberWord, NUMBER_PATTERN } from '../../compose/analyze/words';
import { capitalise, literal } from '../edits/edit';
import type { RefineRule } from '../rule';
import { allComponents, findVar, freshId, insertAfter } from '../spec-edit';

/** "add 5 more questions about European capitals". */
export const moreQuestionsRule: RefineRule = {
  name: 'more questions',
  pattern: new RegExp(`\\badd ${NUMBER_PATTERN} (?:more |new |extra )?questions(?: (?:about|on) ([a-z ]+))?`, 'i'),
  apply(spec, match) {
    const questions = findVar(spec, 'questions');
    if (!questions || !Array.isArray(questions.initial)) return 'This app has no question list.';
    const wanted = parseNumberWord(match[1]!) ?? 5;
    const existing = new Set(questions.initial.map((q) => q.question));
    const fresh = questionBankFor((match[2] ?? '').toLowerCase()).map(toQuizItem).filter((q) => !existing.has(q.question)).slice(0, wanted);
    if (fresh.length === 0) return `I have no more questions about ${match[2] ?? 'that topic'}.`;
    questions.initial = [...questions.initial, ...fresh];
    return { summary: `Added ${fresh.length} questions${match[2] ? ` about ${match[2].trim()}` : ''}; the quiz now has ${questions.initial.length}.` };
  },
};

/** The list shown one at a time via get(list, current, 'field'), e.g. the quote app's quotes. */
function currentItemSource(templates: string[]): { list: string; index: string } | undefined {
  for (const t of templates) {
    const m = /get\((\w+), (\w+), '\w+'\)/.exec(t);
    if (m) return { list: m[1]!, index: m[2]! };
  }
  return undefined;
}

/** "add a save button that …", "a button called Keep": the label the request gives the save button. */
function requestedLabel(request: string): string | undefined {
  const called = /\bbutton (?:called|named|labell?ed|saying) ["“']?([A-Za-z][\w' ]*?)["”']?(?= that| which| to | so |,|$)/i.exec(request)?.[1];
  const quoted = /["“‘']([^"“”‘’']{1,30})["”’']\s+button\b/.exec(request)?.[1];
  const before = /\b(?:a|an)\s+(?:new\s+|little\s+|small\s+|big\s+)?([A-Za-z]\w*(?: \w+)?)\s+button\b/i.exec(request)?.[1];
  const name = (called ?? quoted ?? before)?.trim();
  // "a heart button" is the ♥ the label already shows.
  return name && !/^(heart|favou?rites?|save favou?rite)$/i.test(name) ? capitalise(name) : undefined;
}

/** "add a favourites list where I can save quotes". */
export const favouritesRule: RefineRule = {
  name: 'favourites',
  pattern: /\bfavou?rites? (?:list|screen|page|section)\b|\bsave (?:them |it |quotes |items )?(?:as |to )?(?:my )?favou?rites?\b|\bbookmarks?\b/i,
  apply(spec, _match, request) {
    if (findVar(spec, 'favourites')) return 'The app already has a favourites list.';
    const texts = allComponents(spec).flatMap((c) => (c.type === 'text' ? [c.text] : []));
    const source = currentItemSource(texts);
    const sourceVar = source && findVar(spec, source.list);
    if (!source || !sourceVar?.fields) return 'I can add favourites to apps that show one item at a time, like a quote app.';
    const fields = sourceVar.fields.filter((f) => f.type !== 'bool');
    const title = fields[0]!.name;
    spec.state.push({ name: 'favourites', type: 'list', initial: [], persist: true, fields: fields.map((f) => ({ ...f })) });
    const item = Object.fromEntries(fields.map((f) => [f.name, `get(${source.list}, ${source.index}, '${f.name}')`]));
    const label = requestedLabel(request) ?? '♥ Save';
    const save: Component = {
      type: 'button', id: freshId(spec, 'save_favourite_button'), label: literal(label), style: 'outlined',
      onClick: [{ do: 'append', list: 'favourites', item }, { do: 'toast', text: 'Saved to favourites' }],
    };
    const open: Component = { type: 'button', id: freshId(spec, 'open_favourites_button'), label: 'Favourites ({count(favourites)})', style: 'text', onClick: [{ do: 'navigate', screen: 'favourites' }] };
    const lastButton = allComponents(spec).filter((c) => c.type === 'button').pop();
    if (!lastButton || !insertAfter(spec, lastButton.id, save)) return 'I could not find where to put the save button.';
    spec.screens[0]!.children.push(open);
    const rest = fields.slice(1).map((f) => `{item.${f.name}}`).join(' · ');
    spec.screens.push({
      id: 'favourites',
      title: 'Favourites',
      children: [
        { type: 'text', id: 'favourites_hint', text: 'Long press to remove', size: 'small', bold: false, align: 'start', color: 'muted' },
        {
          type: 'list', id: 'favourites_list', source: 'favourites', empty: 'No favourites yet',
          item: [
            { type: 'text', id: 'favourite_title', text: `{item.${title}}`, size: 'body', bold: true, align: 'start' },
            ...(rest ? [{ type: 'text' as const, id: 'favourite_detail', text: rest, size: 'small' as const, bold: false, align: 'start' as const, color: 'muted' as const }] : []),
          ],
          onItemClick: [],
          onItemLongClick: [{ do: 'removeItem', list: 'favourites', index: 'index' }],
        },
        { type: 'button', id: 'favourites_back', label: 'Back', style: 'outlined', onClick: [{ do: 'back' }] },
      ],
      onStart: [],
    });
    return { summary: `Added a ${label} button and a Favourites screen listing the saved items (kept after closing).` };
  },
};

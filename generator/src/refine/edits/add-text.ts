import type { AppSpec, Component } from '@droidforge/contracts';
import { allComponents, freshId } from '../spec-edit';
import { literal, type Edit } from './edit';

/** "a line at the bottom that says made by Sam", "a note at the top saying 'Drink water!'", "a footer: © Sam 2026". */
const LINE = /\b(?:an? |the )?(?:line|text|note|footer|header line|heading|header|headline|banner|caption|message|sentence|subtitle|tagline|credit)(?: of text)?(?: (?:at|on|to|along) the (top|bottom|end|start|foot)(?: of (?:the )?(?:screen|app|page))?)?,? (?:that (?:says|reads)|which (?:says|reads)|saying|reading|with(?: the)? (?:text|words)|:)\s*["“'‘]?(.+?)["”'’]?\s*$/i;

/** "put 'Stay focused' at the top": the user's quoted words, placed. */
const QUOTED_AT = /^\s*(?:(?:please|also|and|then)\s+)*(?:put|add|show|write|display|stick|place)\s+["“'‘](.+?)["”'’]\s+(?:at|on|along|to)\s+the\s+(top|bottom)\b/i;
/** "show the text 'Happy growing!' at the top", "add the words 'Be kind'": quoted words named as text, placed or not. */
const TEXT_QUOTED = /^\s*(?:(?:please|also|and|then|just)\s+)*(?:put|add|show|write|display|stick|place)\s+(?:(?:the|a|an|some)\s+)?(?:text|words|message|line|note|sentence)\s+["“'‘](.+?)["”'’](?:\s+(?:at|on|along|to)\s+the\s+(top|bottom)\b(?: of (?:the )?(?:screen|app|page))?)?\s*[.!]?\s*$/i;
/**
 * "show Pack your bags! on the screen", "put Go team somewhere": the user's own words, capitalised
 * as a sign, named with where they go (no quotes; the verb and the place mark where they start and end).
 */
const WORDS_AT = /^\s*(?:(?:please|also|and|then|just)\s+)*(?:show|display|put|write|stick|place|say)\s+(.{1,80}?)\s+(?:somewhere|(?:on|at|along|to|in) (?:the )?(?:(?:main|home|front|first) )?(screen|page|app|top|bottom)(?: of (?:the )?(?:screen|app|page))?)\s*$/i;
/** Words that start a thing of the app rather than the user's own text ("show the total at the top"). */
const NOT_OWN_WORDS = /^(?:the|a|an|my|our|your|this|that|these|those|it|them|me|us|some|all|each|every|what|how|when|which|I)\b/;

/** "… that says My Movies at the top": where the line goes, said after its words. */
const PLACE_AFTER = /\s+(?:at|on|along|to) the (top|bottom)(?: of (?:the )?(?:screen|app|page))?$/i;

/** A line of the user's own text on the main screen, at the bottom unless they say the top. */
export const addTextEdit: Edit = {
  name: 'add text',
  apply(spec, clause) {
    if (!/^(add|put|show|include|write|display|have|give|place|stick|say)$/.test(clause.verb)) return undefined;
    const quoted = QUOTED_AT.exec(clause.text) ?? TEXT_QUOTED.exec(clause.text) ?? ownWordsAt(spec, clause.text);
    const m = quoted ? null : LINE.exec(clause.text);
    // The line is the whole ask ("add a line …"), not a part of another ("a dark mode toggle, and a line …").
    if (!quoted && (!m || !/^\s*(?:(?:please|also|and|then)\s+)*(?:add|put|show|include|write|display|have|give|place|stick)(?: me| us| in| on)?\s*$/i.test(clause.text.slice(0, m.index)))) return undefined;
    const said = quoted?.[1] ?? m![2]!;
    const place = (quoted ? quoted[2] : m![1]) ?? PLACE_AFTER.exec(said)?.[1];
    const words = (clause.quoted ?? said.replace(PLACE_AFTER, '')).trim().replace(/[.!]+$/, (p) => (clause.quoted || quoted ? p : ''));
    if (words === '' || words.length > 200) return undefined;
    const main = spec.screens[0]!;
    // A heading reads as one; a line of text stays small, as a footer does.
    const heading = !!m && /\b(?:heading|header|headline|banner)\b/i.test(m[0].slice(0, m[0].length - said.length));
    const line: Component = heading
      ? { type: 'text', id: freshId(spec, 'added_heading'), text: literal(words), size: 'title', bold: true, align: 'center' }
      : { type: 'text', id: freshId(spec, 'added_line'), text: literal(words), size: 'small', bold: false, color: 'muted', align: 'center' };
    const top = /^(top|start)$/i.test(place ?? '');
    if (top) main.children.unshift(line);
    else main.children.push(line);
    return { summary: `Added "${words}" at the ${top ? 'top' : 'bottom'} of the main screen.` };
  },
};

/**
 * The user's own words for a new line ("Pack your bags!"): written like a sign (a capital first) and
 * not already a text or label of the app, which would be a move instead.
 */
function ownWordsAt(spec: AppSpec, text: string): [string, string, string | undefined] | undefined {
  const m = WORDS_AT.exec(text);
  const words = m?.[1]?.trim().replace(/^["“'‘]|["”'’]$/g, '');
  if (!m || !words || !/^[A-Z0-9]/.test(words) || NOT_OWN_WORDS.test(words)) return undefined;
  const bare = words.toLowerCase().replace(/[^a-z0-9 ]/g, '').trim();
  const shown = allComponents(spec).flatMap((c) => [('text' in c ? c.text : ''), ('label' in c ? String(c.label) : '')]).map((t) => t.toLowerCase());
  if (bare === '' || shown.some((t) => t.includes(bare))) return undefined;
  return [m[0], words, /^(top|bottom)$/i.test(m[2] ?? '') ? m[2]!.toLowerCase() : undefined];
}

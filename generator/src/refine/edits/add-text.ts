import type { Component } from '@droidforge/contracts';
import { freshId } from '../spec-edit';
import { literal, type Edit } from './edit';

/** "a line at the bottom that says made by Sam", "a note at the top saying 'Drink water!'", "a footer: © Sam 2026". */
const LINE = /\b(?:an? |the )?(?:line|text|note|footer|header line|heading|header|headline|banner|caption|message|sentence|subtitle|tagline|credit)(?: of text)?(?: (?:at|on|to|along) the (top|bottom|end|start|foot)(?: of (?:the )?(?:screen|app|page))?)?,? (?:that (?:says|reads)|which (?:says|reads)|saying|reading|with(?: the)? (?:text|words)|:)\s*["“'‘]?(.+?)["”'’]?\s*$/i;

/** "put 'Stay focused' at the top": the user's quoted words, placed. */
const QUOTED_AT = /^\s*(?:(?:please|also|and|then)\s+)*(?:put|add|show|write|display|stick|place)\s+["“'‘](.+?)["”'’]\s+(?:at|on|along|to)\s+the\s+(top|bottom)\b/i;
/** "… that says My Movies at the top": where the line goes, said after its words. */
const PLACE_AFTER = /\s+(?:at|on|along|to) the (top|bottom)(?: of (?:the )?(?:screen|app|page))?$/i;

/** A line of the user's own text on the main screen, at the bottom unless they say the top. */
export const addTextEdit: Edit = {
  name: 'add text',
  apply(spec, clause) {
    if (!/^(add|put|show|include|write|display|have|give|place|stick)$/.test(clause.verb)) return undefined;
    const quoted = QUOTED_AT.exec(clause.text);
    const m = quoted ? null : LINE.exec(clause.text);
    // The line is the whole ask ("add a line …"), not a part of another ("a dark mode toggle, and a line …").
    if (!quoted && (!m || !/^\s*(?:(?:please|also|and|then)\s+)*(?:add|put|show|include|write|display|have|give|place|stick)(?: me| us| in| on)?\s*$/i.test(clause.text.slice(0, m.index)))) return undefined;
    const said = quoted?.[1] ?? m![2]!;
    const place = quoted?.[2] ?? m![1] ?? PLACE_AFTER.exec(said)?.[1];
    const words = (clause.quoted ?? said.replace(PLACE_AFTER, '')).trim().replace(/[.!]+$/, (p) => (clause.quoted ? p : ''));
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

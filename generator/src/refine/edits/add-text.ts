import type { Component } from '@droidforge/contracts';
import { freshId } from '../spec-edit';
import { literal, type Edit } from './edit';

/** "a line at the bottom that says made by Sam", "a note at the top saying 'Drink water!'", "a footer: © Sam 2026". */
const LINE = /\b(?:an? |the )?(?:line|text|note|footer|header line|caption|message|sentence|subtitle|tagline|credit)(?: of text)?(?: (?:at|on|to|along) the (top|bottom|end|start|foot)(?: of (?:the )?(?:screen|app|page))?)?,? (?:that (?:says|reads)|which (?:says|reads)|saying|reading|with(?: the)? (?:text|words)|:)\s*["“'‘]?(.+?)["”'’]?\s*$/i;

/** A line of the user's own text on the main screen, at the bottom unless they say the top. */
export const addTextEdit: Edit = {
  name: 'add text',
  apply(spec, clause) {
    if (!/^(add|put|show|include|write|display|have|give|place|stick)$/.test(clause.verb)) return undefined;
    const m = LINE.exec(clause.text);
    // The line is the whole ask ("add a line …"), not a part of another ("a dark mode toggle, and a line …").
    if (!m || !/^\s*(?:(?:please|also|and|then)\s+)*(?:add|put|show|include|write|display|have|give|place|stick)(?: me| us| in| on)?\s*$/i.test(clause.text.slice(0, m.index))) return undefined;
    const words = (clause.quoted ?? m[2]!).trim().replace(/[.!]+$/, (p) => (clause.quoted ? p : ''));
    if (words === '' || words.length > 200) return undefined;
    const main = spec.screens[0]!;
    const line: Component = { type: 'text', id: freshId(spec, 'added_line'), text: literal(words), size: 'small', bold: false, color: 'muted', align: 'center' };
    const top = /^(top|start)$/i.test(m[1] ?? '');
    if (top) main.children.unshift(line);
    else main.children.push(line);
    return { summary: `Added "${words}" at the ${top ? 'top' : 'bottom'} of the main screen.` };
  },
};

/**
 * Prompts typed as lists ("knitting projects list\n- project name\n- yarn\n- status (idea, done)")
 * read as the sentences they stand for. Short items (a few words each) are the fields of the line
 * above them: "knitting projects list: project name, yarn, status (idea, done)." Longer items are
 * sentences of their own ("- track workouts\n- show total minutes per type").
 */
export function joinBulletLines(prompt: string): string {
  const lines = prompt.split(/\r?\n/);
  if (!lines.some((l) => BULLET.test(l))) return prompt;
  const out: string[] = [];
  for (let i = 0; i < lines.length; ) {
    if (!BULLET.test(lines[i]!)) {
      out.push(lines[i]!.trim());
      i++;
      continue;
    }
    const items: string[] = [];
    while (i < lines.length && BULLET.test(lines[i]!)) items.push(lines[i++]!.replace(BULLET, '').trim().replace(/[.,;]+$/, ''));
    out.push(joined(out, items));
  }
  return out.filter((l) => l !== '').join(' ').replace(/\s+/g, ' ').trim();
}

const BULLET = /^\s*(?:[-*•·]|\d{1,2}[.)])\s+/;

function joined(out: string[], items: string[]): string {
  const short = items.every((item) => item.replace(/\([^)]*\)/g, '').trim().split(/\s+/).length <= 4);
  if (!short) return `${items.join('. ')}.`;
  // The heading line introduces the items: "…list:" (unless it already ends a sentence or a colon).
  const last = out.length - 1;
  if (last >= 0 && out[last] !== '' && !/[:.!?]$/.test(out[last]!)) out[last] = `${out[last]}:`;
  return `${items.join(', ')}.`;
}

/**
 * UNRESOLVED_R_ID (and kotlinc's unresolved reference on an `R.id.x` line): point the reference at
 * the layout id it almost matches (`plusButton` -> `plus_button`, `count_lable` -> `count_label`).
 * Nothing changes when no id is close enough or two are equally close.
 */
import type { FixRule } from '../fix-rule';
import { replaceFile, shortName } from '../fix-rule';
import { parseXml } from '../../check/xml-document';
import { buildResourceIndex, hasResource, resourceNames } from '../../check/resource-index';
import { isXmlFile } from '../../check/project-files';
import { levenshtein } from '../../check/levenshtein';
import { lineStarts } from '../../check/text';

export const unresolvedIdRule: FixRule = {
  name: 'fix-near-miss-id',
  codes: ['UNRESOLVED_R_ID', 'KOTLINC_UNRESOLVED_REFERENCE'],
  apply(source, finding, files) {
    if (finding.line === null) return null;
    const starts = lineStarts(source);
    const from = starts[finding.line - 1];
    if (from === undefined) return null;
    const to = starts[finding.line] ?? source.length;
    const docs = new Map(Object.keys(files).filter(isXmlFile).map((p) => [p, parseXml(files[p] ?? '')] as const));
    const index = buildResourceIndex(files, docs);
    const ids = resourceNames(index, 'id');
    const renamed: string[] = [];
    const line = source.slice(from, to).replace(/(?<![\w.])R\.id\.(\w+)/g, (whole, name: string) => {
      if (hasResource(index, 'id', name)) return whole;
      const match = nearestId(name, ids);
      if (!match) return whole;
      renamed.push(`R.id.${name} -> R.id.${match}`);
      return `R.id.${match}`;
    });
    if (renamed.length === 0) return null;
    return { files: replaceFile(files, finding.file, source.slice(0, from) + line + source.slice(to)), change: `${shortName(finding.file)}:${finding.line}: ${renamed.join(', ')}` };
  },
};

const MAX_DISTANCE = 2;

function nearestId(name: string, ids: readonly string[]): string | null {
  const normalise = (s: string): string => s.replace(/_/g, '').toLowerCase();
  const scored = ids.map((id) => ({ id, distance: levenshtein(normalise(name), normalise(id)) })).sort((a, b) => a.distance - b.distance);
  const [best, second] = scored;
  if (!best || best.distance > MAX_DISTANCE) return null;
  return second && second.distance === best.distance && normalise(second.id) !== normalise(best.id) ? null : best.id;
}

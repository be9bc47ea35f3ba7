/**
 * LAYOUT_SIZE_MISSING: add the missing layout_width/layout_height as wrap_content. The root of a
 * layout gets match_parent, because a screen that shrinks to its content is never what was meant.
 */
import type { FixRule } from '../fix-rule';
import { replaceFile, shortName } from '../fix-rule';
import { findStartTag, insertAfterTagName, findRootTag } from '../xml-edit';

export const layoutSizeRule: FixRule = {
  name: 'add-layout-size',
  codes: ['LAYOUT_SIZE_MISSING'],
  apply(files, finding) {
    const source = files[finding.file];
    const tag = source === undefined || finding.line === null ? null : findStartTag(source, finding.line);
    if (source === undefined || !tag) return null;
    const tagText = source.slice(tag.start, tag.end);
    const isRoot = findRootTag(source)?.start === tag.start;
    const value = isRoot ? 'match_parent' : 'wrap_content';
    const missing = ['android:layout_width', 'android:layout_height'].filter((a) => !new RegExp(`\\s${a}\\s*=`).test(tagText));
    if (missing.length === 0) return null;
    const added = missing.map((a) => ` ${a}="${value}"`).join('');
    return {
      files: replaceFile(files, finding.file, insertAfterTagName(source, tag, added)),
      change: `${shortName(finding.file)}:${finding.line}: <${tag.name}> got ${missing.map((a) => `${a}="${value}"`).join(' ')}`,
    };
  },
};

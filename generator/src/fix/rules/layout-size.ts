/**
 * LAYOUT_SIZE_MISSING: add the missing layout_width/layout_height as wrap_content. The root of a
 * layout gets match_parent, because a screen that shrinks to its content is never what was meant.
 */
import { replaceFile, shortName, startTagRule } from '../fix-rule';
import { insertAfterTagName, findRootTag } from '../xml-edit';

export const layoutSizeRule = startTagRule({
  name: 'add-layout-size',
  codes: ['LAYOUT_SIZE_MISSING'],
  applyToTag(tag, source, finding, files) {
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
});

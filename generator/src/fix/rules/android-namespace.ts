/** XML_ANDROID_NAMESPACE_MISSING (and aapt's unbound prefix): declare xmlns:android on the root element. */
import type { FixRule } from '../fix-rule';
import { replaceFile, shortName } from '../fix-rule';
import { findRootTag, insertAfterTagName } from '../xml-edit';

const ANDROID_NS = 'http://schemas.android.com/apk/res/android';

export const androidNamespaceRule: FixRule = {
  name: 'add-android-namespace',
  codes: ['XML_ANDROID_NAMESPACE_MISSING'],
  apply(source, finding, files) {
    const root = findRootTag(source);
    if (!root) return null;
    const tagText = source.slice(root.start, root.end);
    const existing = /\sxmlns:android\s*=\s*"([^"]*)"/.exec(tagText);
    const next = existing
      ? source.slice(0, root.start) + tagText.replace(existing[0], ` xmlns:android="${ANDROID_NS}"`) + source.slice(root.end)
      : insertAfterTagName(source, root, ` xmlns:android="${ANDROID_NS}"`);
    if (next === source) return null;
    return { files: replaceFile(files, finding.file, next), change: `${shortName(finding.file)}: declared xmlns:android on <${root.name}>` };
  },
};

/** XML_ATTRIBUTE_MISSPELLED and aapt's AAPT_UNKNOWN_ATTRIBUTE: rename `android:layout_widht` to the attribute it is closest to. */
import { replaceFile, shortName, startTagRule } from '../fix-rule';
import { suggestAttribute } from '../../check/layout-attributes';
import { replaceInSpan } from '../xml-edit';

export const misspelledAttributeRule = startTagRule({
  name: 'rename-misspelled-attribute',
  codes: ['XML_ATTRIBUTE_MISSPELLED', 'AAPT_UNKNOWN_ATTRIBUTE'],
  applyToTag(tag, source, finding, files) {
    const renamed: string[] = [];
    const next = replaceInSpan(source, tag, (text) =>
      text.replace(/(\s)android:([\w]+)(\s*=)/g, (whole, space: string, name: string, equals: string) => {
        const suggestion = suggestAttribute(name);
        // Never create a duplicate attribute: that is a worse error than the typo.
        if (!suggestion || new RegExp(`\\sandroid:${suggestion}\\s*=`).test(text)) return whole;
        renamed.push(`android:${name} -> android:${suggestion}`);
        return `${space}android:${suggestion}${equals}`;
      }),
    );
    if (renamed.length === 0) return null;
    return { files: replaceFile(files, finding.file, next), change: `${shortName(finding.file)}:${finding.line}: ${renamed.join(', ')}` };
  },
});

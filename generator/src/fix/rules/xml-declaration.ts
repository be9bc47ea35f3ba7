/** XML_DECLARATION_MISSING: prepend the standard declaration. */
import type { FixRule } from '../fix-rule';
import { replaceFile, shortName } from '../fix-rule';

const DECLARATION = '<?xml version="1.0" encoding="utf-8"?>';

export const xmlDeclarationRule: FixRule = {
  name: 'add-xml-declaration',
  codes: ['XML_DECLARATION_MISSING'],
  shiftsLines: true,
  apply(source, finding, files) {
    if (source.trimStart().startsWith('<?xml')) return null;
    return {
      files: replaceFile(files, finding.file, `${DECLARATION}\n${source.replace(/^\uFEFF?\s*/, '')}`),
      change: `${shortName(finding.file)}: added the XML declaration`,
    };
  },
};

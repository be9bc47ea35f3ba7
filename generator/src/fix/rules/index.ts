import type { FixRule } from '../fix-rule';
import { packageDeclarationRule } from './package-declaration';
import { supportImportsRule } from './support-imports';
import { trailingBracesRule } from './trailing-braces';
import { misspelledAttributeRule } from './misspelled-attribute';
import { layoutSizeRule } from './layout-size';
import { unknownWidgetRule } from './unknown-widget';
import { missingStringRule } from './missing-string';
import { xmlDeclarationRule } from './xml-declaration';
import { androidNamespaceRule } from './android-namespace';
import { unresolvedIdRule } from './unresolved-id';

/** Order matters on a shared line: a typo is renamed before a "missing" attribute would be added next to it. */
export const FIX_RULES: readonly FixRule[] = [
  packageDeclarationRule,
  supportImportsRule,
  trailingBracesRule,
  misspelledAttributeRule,
  layoutSizeRule,
  unknownWidgetRule,
  missingStringRule,
  xmlDeclarationRule,
  androidNamespaceRule,
  unresolvedIdRule,
];

import type { CSSProperties } from 'react';
import { parseGravity, textAlign } from './gravity';
import { attr, type XmlNode } from './parse';
import { parseNumber, resolveColor, resolveLength, type ResolveContext } from './resolve';
import { spToPx, sp } from './units';

const FONT_FAMILIES: Record<string, string> = {
  monospace: 'ui-monospace, Menlo, Consolas, monospace',
  serif: 'Georgia, "Times New Roman", serif',
  'sans-serif': 'Roboto, "Segoe UI", Arial, sans-serif',
  'sans-serif-medium': 'Roboto, "Segoe UI", Arial, sans-serif',
  'sans-serif-light': 'Roboto, "Segoe UI", Arial, sans-serif',
};

export interface TextDefaults {
  sizeSp: number;
  color: string;
  bold?: boolean;
}

/** Typography for text-bearing views: size (sp), style, colour, alignment, line limits. */
export function textStyle(node: XmlNode, ctx: ResolveContext, defaults: TextDefaults): CSSProperties {
  const style: CSSProperties = {
    fontSize: resolveLength(attr(node, 'textSize'), ctx) ?? spToPx(sp(defaults.sizeSp), ctx.theme.textScale),
    color: resolveColor(attr(node, 'textColor'), ctx) ?? defaults.color,
    lineHeight: 1.25,
    overflowWrap: 'anywhere',
  };
  const flags = (attr(node, 'textStyle') ?? '').split('|');
  if (flags.includes('bold') || (defaults.bold && !flags.includes('normal'))) style.fontWeight = 700;
  if (flags.includes('italic')) style.fontStyle = 'italic';
  const family = FONT_FAMILIES[attr(node, 'fontFamily') ?? ''];
  if (family) style.fontFamily = family;
  if (attr(node, 'textAllCaps') === 'true') style.textTransform = 'uppercase';
  const align = textAlign(parseGravity(attr(node, 'gravity')).horizontal);
  if (align) style.textAlign = align;
  const maxLines = parseNumber(attr(node, 'maxLines')) ?? (attr(node, 'singleLine') === 'true' ? 1 : null);
  if (maxLines !== null && maxLines >= 1) {
    style.display = '-webkit-box';
    style.WebkitLineClamp = Math.floor(maxLines);
    style.WebkitBoxOrient = 'vertical';
    style.overflow = 'hidden';
  }
  return style;
}

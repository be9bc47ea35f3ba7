import { appSpecJsonSchema, type JsonSchemaNode } from './answer-schema';

/**
 * A compact, TypeScript-like outline of the AppSpec derived from its JSON Schema, for the system
 * prompt: the full schema costs thousands of tokens, this costs a few hundred, and it cannot drift
 * from the zod schema because it is generated from it. `?` marks optional fields, `a|b` choices.
 */
export function describeAppSpec(): string {
  const { root, defs } = appSpecJsonSchema();
  const names = nameDefinitions(defs);
  const ctx: Ctx = { defs, names };
  const lines = [`AppSpec = ${typeText(root, ctx)}`];
  for (const [key, name] of names) {
    const union = unionOf(defs[key]!);
    if (!union) continue;
    lines.push(`${name.replace('[]', '')} = one of:`);
    for (const variant of union) lines.push(`  ${typeText(variant, ctx)}`);
  }
  return lines.join('\n');
}

interface Ctx {
  defs: Record<string, JsonSchemaNode>;
  names: Map<string, string>;
}

const REF_PREFIX = '#/$defs/';

/** Names recursive definitions after the discriminator their variants share (type → Component, do → Action). */
function nameDefinitions(defs: Record<string, JsonSchemaNode>): Map<string, string> {
  const names = new Map<string, string>();
  for (const [key, def] of Object.entries(defs)) {
    const isList = def.type === 'array';
    const union = unionOf(def);
    const discriminator = union ? sharedConstKey(union) : undefined;
    const base = discriminator === 'type' ? 'Component' : discriminator === 'do' ? 'Action' : key;
    names.set(key, isList ? `${base}[]` : base);
  }
  return names;
}

/** The variants of a union, looking through an array wrapper. */
function unionOf(def: JsonSchemaNode): JsonSchemaNode[] | undefined {
  const node = def.type === 'array' && isNode(def.items) ? def.items : def;
  const variants = node.anyOf ?? node.oneOf;
  return Array.isArray(variants) ? (variants as JsonSchemaNode[]) : undefined;
}

function sharedConstKey(variants: JsonSchemaNode[]): string | undefined {
  const first = variants[0]?.properties;
  if (!isNode(first)) return undefined;
  return Object.keys(first).find((k) => variants.every((v) => isNode(v.properties) && isNode(v.properties[k]) && ('const' in v.properties[k] || 'enum' in v.properties[k])));
}

function typeText(node: JsonSchemaNode, ctx: Ctx): string {
  if (typeof node.$ref === 'string') return ctx.names.get(node.$ref.slice(REF_PREFIX.length)) ?? 'object';
  if ('const' in node) return JSON.stringify(node.const);
  if (Array.isArray(node.enum)) return node.enum.map((e) => JSON.stringify(e)).join('|');
  const variants = node.anyOf ?? node.oneOf;
  if (Array.isArray(variants)) return (variants as JsonSchemaNode[]).map((v) => typeText(v, ctx)).join(' | ');
  if (node.type === 'array') return `${isNode(node.items) ? wrapUnion(typeText(node.items, ctx)) : 'any'}[]`;
  if (node.type === 'object') return objectText(node, ctx);
  if (node.type === 'string' && typeof node.pattern === 'string' && node.pattern.includes('[0-9A-Fa-f]{6}')) return '"#RRGGBB"';
  if (node.type === 'integer' || node.type === 'number') return 'number';
  if (node.type === 'boolean') return 'bool';
  return typeof node.type === 'string' ? node.type : 'any';
}

function objectText(node: JsonSchemaNode, ctx: Ctx): string {
  if (!isNode(node.properties)) {
    return isNode(node.additionalProperties) ? `{ [name]: ${typeText(node.additionalProperties, ctx)} }` : 'object';
  }
  const required = new Set(Array.isArray(node.required) ? (node.required as string[]) : []);
  const fields = Object.entries(node.properties).map(([key, value]) => {
    const optional = required.has(key) ? '' : '?';
    return `${key}${optional}: ${isNode(value) ? typeText(value, ctx) : 'any'}`;
  });
  return `{ ${fields.join(', ')} }`;
}

function wrapUnion(text: string): string {
  return text.includes(' | ') ? `(${text})` : text;
}

function isNode(value: unknown): value is JsonSchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

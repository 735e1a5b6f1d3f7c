import type { SvgElement } from '@tracespace/renderer';

/** hast property names the renderer uses whose SVG attribute is not plain kebab-case. */
const ATTRIBUTE_NAMES: Record<string, string> = {
  viewBox: 'viewBox',
  xmlnsXLink: 'xmlns:xlink',
  strokeLineCap: 'stroke-linecap',
  strokeLineJoin: 'stroke-linejoin',
  className: 'class',
};

const attributeNames = new Map<string, string>();
/** Kebab-cased once per property name, not once per element. */
function attributeName(property: string): string {
  let name = attributeNames.get(property);
  if (name === undefined) {
    name = ATTRIBUTE_NAMES[property] ?? property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    attributeNames.set(property, name);
  }
  return name;
}

const XML_SPECIAL = /[&<>"]/;
/** Most values are numbers and path data: those are answered as they are, without four replaces. */
const escapeXml = (value: string) =>
  XML_SPECIAL.test(value)
    ? value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
    : value;

type HastNode = SvgElement | { type: string; value?: string };

/**
 * The renderer answers hast trees; a few lines turn them into SVG text instead of a dependency
 * (hast-util-to-html) for the one shape of tree tracespace produces: elements with plain properties.
 */
export function toSvgText(node: HastNode): string {
  if (node.type === 'text') return escapeXml(String((node as { value?: string }).value ?? ''));
  if (node.type !== 'element') return '';
  const element = node as SvgElement;
  // Loops and concatenation rather than entries/map/join: a copper layer is tens of thousands of paths.
  let attributes = '';
  const properties = element.properties ?? {};
  for (const name in properties) {
    const value = properties[name];
    if (value === undefined || value === null || value === false) continue;
    attributes += ` ${attributeName(name)}="${escapeXml(Array.isArray(value) ? value.join(' ') : String(value))}"`;
  }
  let children = '';
  for (const child of element.children) children += toSvgText(child as HastNode);
  return children
    ? `<${element.tagName}${attributes}>${children}</${element.tagName}>`
    : `<${element.tagName}${attributes}/>`;
}

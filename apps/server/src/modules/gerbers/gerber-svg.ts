import type { SvgElement } from '@tracespace/renderer';

/** hast property names the renderer uses whose SVG attribute is not plain kebab-case. */
const ATTRIBUTE_NAMES: Record<string, string> = {
  viewBox: 'viewBox',
  xmlnsXLink: 'xmlns:xlink',
  strokeLineCap: 'stroke-linecap',
  strokeLineJoin: 'stroke-linejoin',
  className: 'class',
};

const attributeName = (property: string) =>
  ATTRIBUTE_NAMES[property] ?? property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type HastNode = SvgElement | { type: string; value?: string };

/**
 * The renderer answers hast trees; a few lines turn them into SVG text instead of a dependency
 * (hast-util-to-html) for the one shape of tree tracespace produces: elements with plain properties.
 */
export function toSvgText(node: HastNode): string {
  if (node.type === 'text') return escapeXml(String((node as { value?: string }).value ?? ''));
  if (node.type !== 'element') return '';
  const element = node as SvgElement;
  const attributes = Object.entries(element.properties ?? {})
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(
      ([name, value]) =>
        ` ${attributeName(name)}="${escapeXml(Array.isArray(value) ? value.join(' ') : String(value))}"`,
    )
    .join('');
  const children = element.children.map((child) => toSvgText(child as HastNode)).join('');
  return children
    ? `<${element.tagName}${attributes}>${children}</${element.tagName}>`
    : `<${element.tagName}${attributes}/>`;
}

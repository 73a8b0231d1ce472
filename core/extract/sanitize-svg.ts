import type { AnyNode, Element } from 'domhandler';
import { isCDATA, isTag, isText } from 'domhandler';
import render from 'dom-serializer';
import { DomUtils } from 'htmlparser2';
import { parseBoundedDocument } from './parse-bounded-document.ts';

/**
 * SVG elements that draw and nothing else. Left out on purpose: script, foreignObject (HTML
 * inside SVG), the animation elements (`<set attributeName="href" to="javascript:…">`), feImage,
 * metadata, iframe/handler/listener and anything unknown.
 */
const ELEMENTS = new Set(
  (
    'svg g defs symbol use title desc switch view a path rect circle ellipse line polyline polygon ' +
    'text tspan textpath lineargradient radialgradient stop clippath mask pattern marker image ' +
    'style filter feblend fecolormatrix fecomponenttransfer fecomposite feconvolvematrix ' +
    'fediffuselighting fedisplacementmap fedistantlight fedropshadow feflood fefunca fefuncb ' +
    'fefuncg fefuncr fegaussianblur femerge femergenode femorphology feoffset fepointlight ' +
    'fespecularlighting fespotlight fetile feturbulence'
  ).split(/\s+/),
);

/** Only references inside the file itself (`#id`), and raster images inlined as data. */
const INTERNAL_REF = /^\s*#/;
const INLINE_RASTER = /^\s*data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]*$/i;
/** A `url(…)` that leaves the file: anything but `url(#id)`. */
const EXTERNAL_URL = /url\s*\(\s*(?!['"]?\s*#)/i;
const ACTIVE_CSS = /@import|expression\s*\(|javascript:|behavior\s*:|-moz-binding/i;

const TEXTUAL = new Set(['style', 'text', 'tspan', 'title', 'desc']);

const localName = (name: string): string => name.slice(name.indexOf(':') + 1).toLowerCase();

/**
 * An SVG reduced to what draws: no script, no event handlers, no foreign objects, no reference to
 * anything outside the file. Stored this way the bytes are harmless on their own, whatever serves
 * them (a proxy that drops the CSP header, another face reading the cache, a user opening the file).
 * Returns undefined when the bytes are no SVG document at all.
 */
export function sanitizeSvg(text: string): string | undefined {
  let doc;
  try {
    doc = parseBoundedDocument(text, undefined, { xmlMode: true });
  } catch {
    return undefined;
  }
  // Prolog, doctype (entity declarations), comments and stray text go; one <svg> root stays.
  const roots = doc.children.filter(isTag);
  const root = roots[0];
  if (roots.length !== 1 || root === undefined || localName(root.name) !== 'svg') return undefined;
  const stack: Element[] = [root];
  while (stack.length > 0) {
    const element = stack.pop()!;
    cleanAttributes(element);
    for (const child of [...element.children]) {
      if (keepChild(child, element)) {
        if (isTag(child)) stack.push(child);
      } else {
        DomUtils.removeElement(child);
      }
    }
  }
  return render(root, { xmlMode: true, encodeEntities: 'utf8' });
}

function keepChild(child: AnyNode, parent: Element): boolean {
  if (isTag(child)) {
    const name = localName(child.name);
    if (!ELEMENTS.has(name)) return false;
    if (name !== 'style') return true;
    // A style sheet may stay only if it loads nothing and runs nothing.
    const css = DomUtils.textContent(child);
    return !ACTIVE_CSS.test(css) && !EXTERNAL_URL.test(css);
  }
  if (isText(child)) return true;
  // CDATA only where it is text: a style sheet or a label.
  return isCDATA(child) && TEXTUAL.has(localName(parent.name));
}

function cleanAttributes(element: Element): void {
  const tag = localName(element.name);
  for (const [name, value] of Object.entries(element.attribs)) {
    const local = localName(name);
    const drop =
      local.startsWith('on') ||
      name.toLowerCase() === 'xml:base' ||
      ((local === 'href' || local === 'src') &&
        !INTERNAL_REF.test(value) &&
        !(tag === 'image' && INLINE_RASTER.test(value))) ||
      EXTERNAL_URL.test(value) ||
      ACTIVE_CSS.test(value);
    if (drop) delete element.attribs[name];
  }
}

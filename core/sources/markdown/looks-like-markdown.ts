/** Types a Markdown twin may honestly come with; servers label Markdown in all of these ways. */
const TEXT_TYPES = /^(?:text\/(?:markdown|x-markdown|plain|html)|application\/octet-stream)\b/i;

/** The opening of an HTML document (an SPA shell, a 404 page) rather than Markdown. */
const HTML_START =
  /^(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html[\s>]|head[\s>]|body[\s>]|meta\s|script[\s>])/i;

/**
 * Whether a 200 response to a twin URL really is Markdown. Shape decides over the label: Lightning
 * answers every path with the same HTML app shell, and servers send Markdown as `text/html` or
 * `text/plain`. JSON, XML, images and empty bodies are never twins.
 */
export function looksLikeMarkdown(body: string, contentType: string | undefined): boolean {
  const type = (contentType ?? '').trim();
  if (type !== '' && !TEXT_TYPES.test(type)) return false;
  const text = body.replace(/^\ufeff/, '').trimStart();
  if (text === '') return false;
  if (HTML_START.test(text)) return false;
  // A document-level closing tag means an HTML page without a doctype; GitBook twins do carry
  // inline HTML (`<figure>`, card tables), so element tags alone do not disqualify.
  if (/<\/(?:head|body|html)>/i.test(text.slice(0, 64 * 1024))) return false;
  return !text.startsWith('{') && !text.startsWith('<?xml');
}

import { gfm } from '@joplin/turndown-plugin-gfm';
import TurndownService from 'turndown';

const LANGUAGE = /(?:^|\s)(?:language|lang|highlight)-([\w+#-]+)/;

function makeService(links: boolean): TurndownService {
  const service = new TurndownService({
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
  });
  service.use(gfm);
  // Sphinx and others emit <pre> without <code>; turndown would escape it into prose. Fence every
  // <pre> and take the language from its classes or its wrapper's (highlight-python).
  service.addRule('pre', {
    filter: 'pre',
    replacement: (_content, node) => {
      const element = node as unknown as {
        textContent: string | null;
        className?: string;
        parentNode?: { className?: string } | null;
      };
      const classes = `${element.className ?? ''} ${element.parentNode?.className ?? ''}`;
      const language = LANGUAGE.exec(classes)?.[1] ?? '';
      const code = (element.textContent ?? '').replace(/\n$/, '');
      return `\n\n\`\`\`${language}\n${code}\n\`\`\`\n\n`;
    },
  });
  if (!links) {
    // Text is for reading in a terminal: no markdown escapes or emphasis markers in the way.
    service.escape = (text) => text;
    service.addRule('plainEmphasis', {
      filter: ['em', 'i', 'strong', 'b'],
      replacement: (content) => content,
    });
    service.addRule('plainLinks', { filter: 'a', replacement: (content) => content });
    service.addRule('plainImages', {
      filter: 'img',
      replacement: (_content, node) => {
        const alt = (node as unknown as { getAttribute(name: string): string | null }).getAttribute(
          'alt',
        );
        return alt ? `[image: ${alt}]` : '';
      },
    });
  }
  return service;
}

const services = new Map<boolean, TurndownService>();

/** Cached page HTML as Markdown (`links: true`) or as readable text with link targets dropped. */
export function htmlToMarkdown(html: string, options: { links: boolean }): string {
  let service = services.get(options.links);
  if (!service) {
    service = makeService(options.links);
    services.set(options.links, service);
  }
  return service.turndown(html).trim();
}

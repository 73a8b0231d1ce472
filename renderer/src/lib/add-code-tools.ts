import { codeCopyText } from './code-copy-text.ts';

export type CodeAction = 'copy' | 'wrap';

/** Blocks that are only the line-number column of a Pygments table, not code to copy. */
const NUMBERS_ONLY = '.linenos pre, .linenodiv pre';

/**
 * Reads what each block's Copy button will copy. Runs on the sanitised content before the code
 * is coloured, since colouring replaces the prompt and output spans that tell code from prompt.
 */
export function collectCopyTexts(root: ParentNode): WeakMap<Element, string> {
  const texts = new WeakMap<Element, string>();
  for (const pre of root.querySelectorAll('pre')) {
    if (!pre.matches(NUMBERS_ONLY)) texts.set(pre, codeCopyText(pre));
  }
  return texts;
}

function button(document: Document, action: CodeAction, label: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = `code-tool code-${action}`;
  element.dataset.codeAction = action;
  element.textContent = label;
  return element;
}

/**
 * Puts Copy and Wrap buttons on every code block. They are built here with createElement and
 * textContent, after DOMPurify ran, and carry no handler: PageBody's one click handler acts on
 * `data-code-action`, so nothing from the page is ever parsed or run for them.
 */
export function addCodeTools(root: ParentNode, texts: WeakMap<Element, string>): void {
  for (const pre of root.querySelectorAll('pre')) {
    if (!texts.has(pre)) continue;
    const document = pre.ownerDocument;
    const block = document.createElement('div');
    block.className = 'code-block';
    const tools = document.createElement('div');
    tools.className = 'code-tools';
    const wrap = button(document, 'wrap', 'Wrap');
    wrap.setAttribute('aria-pressed', 'false');
    wrap.title = 'Wrap long lines';
    const copy = button(document, 'copy', 'Copy');
    copy.title = 'Copy the code (without prompts or line numbers)';
    tools.append(wrap, copy);
    pre.replaceWith(block);
    block.append(tools, pre);
  }
}

/** What a click on a code tool does; returns whether the click was one. */
export function runCodeTool(
  target: Element,
  texts: WeakMap<Element, string>,
  writeText: (text: string) => Promise<void>,
): boolean {
  const tool = target.closest<HTMLButtonElement>('button[data-code-action]');
  if (tool === null) return false;
  const pre = tool.closest('.code-block')?.querySelector('pre');
  if (!pre) return true;
  if (tool.dataset.codeAction === 'wrap') {
    const wrapped = pre.classList.toggle('is-wrapped');
    tool.setAttribute('aria-pressed', String(wrapped));
    return true;
  }
  const text = texts.get(pre) ?? pre.textContent;
  writeText(text).then(
    () => flash(tool, 'Copied'),
    () => flash(tool, 'Copy failed'),
  );
  return true;
}

/** The button says what happened for a moment; its name returns to "Copy" after. */
function flash(tool: HTMLButtonElement, message: string): void {
  tool.textContent = message;
  tool.classList.add('is-done');
  setTimeout(() => {
    tool.textContent = 'Copy';
    tool.classList.remove('is-done');
  }, 1500);
}

/** Line numbers, as Pygments, highlight.js plugins and Prism write them beside or inside code. */
const LINE_NUMBERS = '.linenos, .lineno, .linenodiv, .line-numbers-rows, .hljs-ln-numbers';
/** Blocks whose lines are a session: prompts before input, output after (Pygments' names). */
const SESSION =
  /(?:^|-)(?:console|shell-session|sh-session|pycon|pycon3|doscon|ps1con|ipythonconsole)$/;
const TEXT_PROMPT = /^(?:>>> |\.\.\. |\$ |# |> |In \[\d+\]: |\s*\.\.\.: )/;
const OUTPUT = '\u0002';

function isSession(pre: Element): boolean {
  for (const element of [
    pre.querySelector('code'),
    pre,
    pre.parentElement,
    pre.parentElement?.parentElement,
  ]) {
    for (const name of element?.classList ?? []) if (SESSION.test(name)) return true;
  }
  return false;
}

/**
 * What the Copy button puts on the clipboard: the code as it would be typed. Where the block marks
 * prompts and output (Sphinx's `.gp` and `.go` spans, as sphinx-copybutton reads them), the
 * prompts go and output lines are dropped; a block declared as a shell or Python session without
 * those spans loses the prompts typed as text (`$ `, `>>> `, `... `) and keeps only prompted lines.
 * Line numbers never come along. Must run before highlighting, which replaces the marked spans.
 */
export function codeCopyText(pre: Element): string {
  const copy = pre.cloneNode(true) as Element;
  for (const element of copy.querySelectorAll(LINE_NUMBERS)) element.remove();
  const prompts = copy.querySelectorAll('.gp');
  let lines: string[];
  if (prompts.length > 0) {
    for (const prompt of prompts) prompt.remove();
    for (const output of copy.querySelectorAll('.go')) output.replaceChildren(OUTPUT);
    lines = (copy.textContent ?? '')
      .split('\n')
      .filter((line) => !(line.includes(OUTPUT) && line.replaceAll(OUTPUT, '').trim() === ''))
      .map((line) => line.replaceAll(OUTPUT, ''));
  } else {
    lines = (copy.textContent ?? '').split('\n');
    if (isSession(pre) && lines.some((line) => TEXT_PROMPT.test(line))) {
      lines = lines
        .filter((line) => TEXT_PROMPT.test(line))
        .map((line) => line.replace(TEXT_PROMPT, ''));
    }
  }
  return lines.join('\n').replace(/\n+$/, '');
}

/** Roles whose text is code (API names, files, commands): shown as inline code. */
const CODE_ROLES =
  /^(?:(?:py|c|cpp|js|std):)?(?:class|func|meth|mod|attr|obj|data|exc|const|function|method|member|type|var|macro|struct|enum|code|file|command|envvar|option|program|kbd|samp|math|literal|dfn)$/;

/**
 * The inline markup of reStructuredText, as Markdown a reader can follow: ``literal`` → `literal`,
 * roles → their text (code for API names; `~a.b.C` shows `C`, as Sphinx does), `text <url>`_ →
 * a link, `name`_ → a link when a `.. _name: url` target is known, `interpreted` → emphasis.
 */
export function rstInline(text: string, targets: ReadonlyMap<string, string> = new Map()): string {
  const literals: string[] = [];
  const keep = (markdown: string): string => `\ue000${literals.push(markdown) - 1}\ue000`;
  // The placeholder character is private-use; any in the input is dropped so it cannot collide.
  let out = text
    .replace(/\ue000/g, '')
    .replace(/``(.+?)``/g, (_, code: string) => keep(codeSpan(code)));
  out = out.replace(/:([\w:.+-]+):`([^`]+)`/g, (_, role: string, body: string) => {
    const shown = roleText(body);
    return keep(CODE_ROLES.test(role) ? codeSpan(shown) : escapeText(shown));
  });
  out = out.replace(/`([^`<]*?)\s*<([^`>]+)>`__?/g, (_, label: string, target: string) => {
    const named = /_$/.test(target) ? targets.get(normalize(target.slice(0, -1))) : target;
    const shown = label.trim() || target;
    return keep(
      named && /^(?:https?:|\.{0,2}\/|[\w.-]+\/)/.test(named) ? `[${shown}](${named})` : shown,
    );
  });
  out = out.replace(/`([^`]+)`__?/g, (_, label: string) => {
    const target = targets.get(normalize(label));
    return keep(target ? `[${label}](${target})` : label);
  });
  out = out.replace(
    /(^|[^\w`])`([^`]+)`(?![\w`])/g,
    (_, before: string, body: string) => `${before}*${body}*`,
  );
  return out.replace(/\ue000(\d+)\ue000/g, (_, index: string) => literals[Number(index)] ?? '');
}

/** `text <target>` shows `text`; `~pkg.mod.Name` shows `Name`; `!name` is shown as is. */
function roleText(body: string): string {
  const titled = /^(.*?)\s*<([^>]*)>$/s.exec(body);
  if (titled && (titled[1] ?? '').trim() !== '') return (titled[1] ?? '').trim();
  const target = (titled?.[2] ?? body).trim().replace(/^!/, '');
  return target.startsWith('~') ? (target.slice(1).split('.').pop() ?? target) : target;
}

function codeSpan(code: string): string {
  const fence = code.includes('`') ? '``' : '`';
  return `${fence}${code}${fence}`;
}

function escapeText(text: string): string {
  return text.replace(/([*_[\]`])/g, '\\$1');
}

/** Reference names are whitespace- and case-insensitive. */
export function normalize(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

import type { IndexSymbol } from './index-symbol.ts';
import { symbolAt } from './index-symbol.ts';
import { assignedLiteral } from '../js-literal.ts';

/** The search sections that name API entities; `all` repeats them, `pages` and `groups` are pages. */
const SECTION_ROLES: Readonly<Record<string, string>> = {
  classes: 'cpp:class',
  namespaces: 'cpp:namespace',
  functions: 'cpp:function',
  variables: 'cpp:member',
  typedefs: 'cpp:type',
  enums: 'cpp:enum',
  enumvalues: 'cpp:enumerator',
  related: 'cpp:function',
  defines: 'cpp:macro',
};

/**
 * The per-letter files of Doxygen's search (`search/<section>_<n>.js`) that `searchdata.js`
 * announces (`indexSectionsWithContent`: the letters each section has; `indexSectionNames`), with
 * the role their entries get. `dataUrl` is searchdata.js's URL.
 */
export function doxygenSearchFiles(
  text: string,
  dataUrl: string,
): Array<{ url: string; role: string }> {
  const names = assignedLiteral(text, 'indexSectionNames') as Record<string, unknown>;
  const contents = assignedLiteral(text, 'indexSectionsWithContent') as Record<string, unknown>;
  const files: Array<{ url: string; role: string }> = [];
  for (const [id, name] of Object.entries(names)) {
    const letters = contents[id];
    const role = typeof name === 'string' ? SECTION_ROLES[name] : undefined;
    if (role === undefined || typeof letters !== 'string') continue;
    for (let n = 0; n < [...letters].length; n++) {
      files.push({ url: new URL(`${name as string}_${n}.js`, dataUrl).href, role });
    }
  }
  return files;
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * One of those files (`var searchData = [['jacobisvd_1',['JacobiSVD',
 * ['../classEigen_1_1JacobiSVD.html',1,'Eigen']]]]`): each name with every place it is defined,
 * the third field being its scope (`Eigen`) or its qualified signature
 * (`Eigen::PlainObjectBase::_init1(…)`). Names are dotted (`Eigen.JacobiSVD`) like objects.inv's.
 */
export function parseDoxygenSearchData(text: string, fileUrl: string, role: string): IndexSymbol[] {
  const data = assignedLiteral(text, 'searchData');
  if (!Array.isArray(data)) throw new Error('not a Doxygen search file');
  const symbols: IndexSymbol[] = [];
  for (const entry of data as unknown[]) {
    const named: unknown = Array.isArray(entry) ? (entry as unknown[])[1] : undefined;
    if (!Array.isArray(named) || typeof named[0] !== 'string') continue;
    const name = decode(named[0]);
    for (const place of named.slice(1) as unknown[]) {
      if (!Array.isArray(place) || typeof place[0] !== 'string') continue;
      const raw = typeof place[2] === 'string' ? decode(place[2]) : '';
      // Cut the signature after the name itself, so `operator()(Index)` keeps its own parentheses.
      const own = raw.indexOf(`::${name}(`);
      const scope = own >= 0 ? raw.slice(0, own + 2 + name.length) : raw.replace(/\(.*$/s, '');
      const qualified =
        scope === '' || scope === name
          ? name
          : scope.endsWith(`::${name}`)
            ? scope
            : `${scope}::${name}`;
      const symbol = symbolAt(qualified.split('::').join('.'), role, place[0], fileUrl);
      if (symbol) symbols.push(symbol);
    }
  }
  return symbols;
}

function decode(text: string): string {
  return text.replace(/&(lt|gt|amp|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MAX_INVENTORY_BYTES, parseObjectsInv } from './parse-objects-inv.ts';

const BASE = 'https://docs.example.org/torchtune/0.6/objects.inv';

function inventory(lines: string[], header = '# Sphinx inventory version 2'): Buffer {
  const head = [
    header,
    '# Project: torchtune',
    '# Version: 0.6',
    '# The remainder of this file is compressed using zlib.',
    '',
  ].join('\n');
  return Buffer.concat([Buffer.from(head), deflateSync(Buffer.from(lines.join('\n')))]);
}

describe('parseObjectsInv', () => {
  it('reads entries, expanding `$` uris and `-` display names', () => {
    const entries = parseObjectsInv(
      inventory([
        'torchtune.training.FSDP py:class 1 generated/torchtune.training.FSDP.html#$ -',
        'torchtune.modules py:module 0 api_ref_modules.html#module-$ -',
        'data parallel std:term -1 glossary.html#term-data-parallel -',
        'install-guide std:label -1 install.html#install-guide Install Guide',
        'overview std:doc -1 overview.html Overview',
        'rst:directive:option rst:directive:option 1 x.html#$ -',
        'bad line',
        '',
      ]),
      BASE,
    );
    expect(entries).toEqual([
      {
        name: 'torchtune.training.FSDP',
        domain: 'py',
        role: 'class',
        priority: 1,
        url: 'https://docs.example.org/torchtune/0.6/generated/torchtune.training.FSDP.html',
        anchor: 'torchtune.training.FSDP',
        displayName: 'torchtune.training.FSDP',
      },
      {
        name: 'torchtune.modules',
        domain: 'py',
        role: 'module',
        priority: 0,
        url: 'https://docs.example.org/torchtune/0.6/api_ref_modules.html',
        anchor: 'module-torchtune.modules',
        displayName: 'torchtune.modules',
      },
      {
        name: 'data parallel',
        domain: 'std',
        role: 'term',
        priority: -1,
        url: 'https://docs.example.org/torchtune/0.6/glossary.html',
        anchor: 'term-data-parallel',
        displayName: 'data parallel',
      },
      {
        name: 'install-guide',
        domain: 'std',
        role: 'label',
        priority: -1,
        url: 'https://docs.example.org/torchtune/0.6/install.html',
        anchor: 'install-guide',
        displayName: 'Install Guide',
      },
      {
        name: 'overview',
        domain: 'std',
        role: 'doc',
        priority: -1,
        url: 'https://docs.example.org/torchtune/0.6/overview.html',
        anchor: '',
        displayName: 'Overview',
      },
      {
        name: 'rst:directive:option',
        domain: 'rst',
        role: 'directive:option',
        priority: 1,
        url: 'https://docs.example.org/torchtune/0.6/x.html',
        anchor: 'rst:directive:option',
        displayName: 'rst:directive:option',
      },
    ]);
  });

  it('drops entries whose uri is not a web page', () => {
    const entries = parseObjectsInv(inventory(['x py:function 1 javascript:alert(1) -']), BASE);
    expect(entries).toEqual([]);
  });

  it('rejects version 1, other files and broken data clearly', () => {
    expect(() =>
      parseObjectsInv(
        Buffer.from('# Sphinx inventory version 1\n# Project: x\n# Version: 1\nx mod x.html\n'),
        BASE,
      ),
    ).toThrow('Sphinx inventory version 1 is not supported (only version 2)');
    expect(() => parseObjectsInv(Buffer.from('<html>Not found</html>'), BASE)).toThrow(
      'not a Sphinx inventory',
    );
    expect(() =>
      parseObjectsInv(Buffer.from('<!doctype html>\n<html>\n<body>\n</body>\n'), BASE),
    ).toThrow('not a Sphinx inventory');
    const head =
      '# Sphinx inventory version 2\n# Project: x\n# Version: 1\n# The remainder of this file is compressed using zlib.\n';
    expect(() =>
      parseObjectsInv(Buffer.concat([Buffer.from(head), Buffer.from('garbage')]), BASE),
    ).toThrow(/not valid zlib/);
    expect(() => parseObjectsInv(Buffer.from(head.replace('zlib', 'gzip')), BASE)).toThrow(
      /not zlib-compressed/,
    );
  });

  it('caps the inflated size', () => {
    const huge = Buffer.alloc(MAX_INVENTORY_BYTES + 1024, 'a');
    const head =
      '# Sphinx inventory version 2\n# Project: x\n# Version: 1\n# The remainder of this file is compressed using zlib.\n';
    expect(() =>
      parseObjectsInv(Buffer.concat([Buffer.from(head), deflateSync(huge)]), BASE),
    ).toThrow(/more than 20 MiB/);
  });
});

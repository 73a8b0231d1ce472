import { describe, expect, it } from 'vitest';
import { rstToMarkdown } from './rst-to-markdown.ts';

describe('rstToMarkdown', () => {
  it('turns adorned titles into headings by order of appearance', () => {
    const rst = [
      '=========',
      'Quick start',
      '=========',
      '',
      'Intro.',
      '',
      'Install',
      '-------',
      '',
      'Text.',
      '',
      'From source',
      '~~~~~~~~~~~',
      '',
      'Other',
      '-----',
    ].join('\n');
    expect(rstToMarkdown(rst)).toBe(
      '# Quick start\n\nIntro.\n\n## Install\n\nText.\n\n### From source\n\n## Other',
    );
  });

  it('fences code blocks and literal blocks', () => {
    const rst = [
      'Run this::',
      '',
      '    pip install x',
      '    x --help',
      '',
      '.. code-block:: python',
      '   :caption: train.py',
      '',
      '   import x',
      '   x.train()',
      '',
      'After.',
    ].join('\n');
    expect(rstToMarkdown(rst)).toBe(
      'Run this:\n\n```\npip install x\nx --help\n```\n\n```python\nimport x\nx.train()\n```\n\nAfter.',
    );
  });

  it('renders admonitions as quotes, recursively', () => {
    const rst = [
      '.. note::',
      '   Use ``bf16`` with :class:`~torch.nn.Linear`.',
      '',
      '   Second.',
    ].join('\n');
    expect(rstToMarkdown(rst)).toBe('> **Note**\n>\n> Use `bf16` with `Linear`.\n>\n> Second.');
    expect(rstToMarkdown('.. admonition:: Custom\n\n   Body')).toBe('> **Custom**\n>\n> Body');
  });

  it('reduces roles and links to text and Markdown links', () => {
    const rst = [
      'See :ref:`the guide <install-guide>`, :doc:`usage`, :func:`torch.compile` and',
      '`PyTorch <https://pytorch.org>`_ or `Named`_ or `unknown`_ or `emphasis`.',
      '',
      '.. _Named: https://example.org/named',
      '.. _install-guide:',
    ].join('\n');
    expect(rstToMarkdown(rst)).toBe(
      'See the guide, usage, `torch.compile` and\n[PyTorch](https://pytorch.org) or [Named](https://example.org/named) or unknown or *emphasis*.',
    );
  });

  it('lists toctree entries, keeps tables as text, drops comments', () => {
    const rst = [
      '.. toctree::',
      '   :maxdepth: 2',
      '   :caption: Guides',
      '',
      '   quick_start',
      '   Multi node <multi-node>',
      '   https://example.org/external',
      '',
      '.. this is a comment',
      '   spanning lines',
      '',
      '+-----+-----+',
      '| a   | b   |',
      '+-----+-----+',
      '',
      '=====  =====',
      'col1   col2',
      '=====  =====',
    ].join('\n');
    expect(rstToMarkdown(rst)).toBe(
      [
        '**Guides**',
        '',
        '- [quick_start](quick_start.rst)',
        '- [Multi node](multi-node.rst)',
        '- [https://example.org/external](https://example.org/external)',
        '',
        '```text',
        '+-----+-----+',
        '| a   | b   |',
        '+-----+-----+',
        '```',
        '',
        '```text',
        '=====  =====',
        'col1   col2',
        '=====  =====',
        '```',
      ].join('\n'),
    );
  });

  it('dedents quotes and definitions but keeps list continuations', () => {
    const rst = [
      'term',
      '    its definition',
      '',
      '* item',
      '',
      '  continued',
      '',
      '      quoted',
    ].join('\n');
    expect(rstToMarkdown(rst)).toBe('term\nits definition\n\n* item\n\n  continued\n\n  quoted');
  });

  it('shows API directives by signature and images as images', () => {
    const rst = [
      '.. py:function:: train(model, steps=10)',
      '',
      '   Trains *model*.',
      '',
      '.. image:: img/arch.png',
      '   :alt: Architecture',
      '',
      '.. raw:: html',
      '',
      '   <script>alert(1)</script>',
    ].join('\n');
    expect(rstToMarkdown(rst)).toBe(
      '`train(model, steps=10)`\n\nTrains *model*.\n\n![Architecture](img/arch.png)',
    );
  });
});

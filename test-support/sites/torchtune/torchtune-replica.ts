import type { SiteFile } from '../../serve-site.ts';
import type { ReplicaDefinition } from '../replica.ts';
import { toctreeHtml } from '../support/html-helpers.ts';
import { pngFile } from '../support/png-file.ts';
import { searchIndexJs } from '../support/search-index-js.ts';
import { pytorchThemePage } from '../themes/pytorch-theme-page.ts';
import { torchtuneInventory, torchtuneSymbols } from './torchtune-inventory.ts';
import { torchtuneNav, torchtunePages } from './torchtune-pages.ts';
import type { TorchtunePage } from './torchtune-pages.ts';

/**
 * Entry 8: torchtune's gh-pages build. The root is a meta refresh to stable/; `stable` is a
 * symlink to `0.6` (two identical trees); `main/` carries noindex; each version publishes
 * objects.inv and searchindex.js; there is no canonical link, and the version label links to an
 * off-host versions page.
 */
export const torchtuneReplica: ReplicaDefinition = {
  name: 'torchtune',
  roles: ['site'],
  build({ url }) {
    const o = url.site;
    const pages = torchtunePages(url.offsite);
    const version = (dir: string, label: string, list: TorchtunePage[], noindex = false) => {
      const root = `/torchtune/${dir}/`;
      const files: Record<string, SiteFile | string> = {
        [`${root}objects.inv`]: torchtuneInventory(list),
        [`${root}searchindex.js`]: searchIndexJs(list),
        [`${root}_images/lora_diagram.png`]: pngFile('torchtune lora'),
        [`${root}genindex.html`]: '<!DOCTYPE html><html><body><h1>Index</h1></body></html>',
        [`${root}search.html`]: '<!DOCTYPE html><html><body><h1>Search</h1></body></html>',
      };
      for (const m of ['torchtune/modules', 'torchtune/modules/peft', 'torchtune/models/llama3'])
        files[`${root}_modules/${m}.html`] =
          `<!DOCTYPE html><html><body><div role="main"><h1>Source code for ${m.replace(/\//g, '.')}</h1></div></body></html>`;
      for (const page of list) {
        const path = `${root}${page.docname}.html`;
        files[path] = pytorchThemePage({
          path,
          root,
          title: page.title,
          project: 'torchtune',
          version: label,
          noindex,
          versionsUrl: `${url.offsite}/pytorch.org/torchtune/versions.html`,
          sidebar: toctreeHtml(torchtuneNav(root), path),
          body: page.body,
          source: `${root}_sources/${page.docname}.rst.txt`,
          toc: page.toc,
          offsite: url.offsite,
        });
        files[`${root}_sources/${page.docname}.rst.txt`] =
          `${page.title}\n${'='.repeat(page.title.length)}\n`;
      }
      return files;
    };
    const files: Record<string, SiteFile | string> = {
      '/torchtune/index.html': `<!DOCTYPE html>\n<html><head><meta http-equiv="refresh" content="0; URL='stable/index.html'" /></head><body></body></html>\n`,
      '/torchtune/versions.html':
        '<!DOCTYPE html><html><body><ul><li><a href="main/">main (unstable)</a></li><li><a href="0.6/">v0.6.1 (stable release)</a></li><li><a href="0.6/">v0.6.0</a></li><li><a href="0.5/">v0.5.0</a></li></ul></body></html>',
      ...version('stable', '0.6', pages),
      ...version('0.6', '0.6', pages),
      ...version('main', 'main (0.7.0)', pages.slice(0, 3), true),
      ...version('0.5', '0.5', pages.slice(0, 2)),
    };
    const stable = `${o}/torchtune/stable/`;
    return {
      hosts: { site: { files } },
      expectations: {
        docsetId: 'torchtune',
        docset: {
          id: 'torchtune',
          name: 'torchtune',
          section: 'Finetuning & Post-Training',
          description: 'PyTorch-native LLM finetuning recipes',
          entryUrl: `${o}/torchtune/`,
          catalog: 'seeds/distributed-training.md',
        },
        entryUrl: `${o}/torchtune/`,
        tocSource: `${stable}index.html`,
        expectedPages: pages.map((p) => `${stable}${p.docname}.html`),
        forbiddenPaths: [
          `${o}/torchtune/0.6/index.html`,
          `${o}/torchtune/0.6/overview.html`,
          `${o}/torchtune/main/index.html`,
          `${o}/torchtune/0.5/index.html`,
          `${o}/torchtune/versions.html`,
          `${stable}_modules/torchtune/modules.html`,
          `${stable}_sources/overview.rst.txt`,
          `${stable}genindex.html`,
          `${stable}search.html`,
        ],
        forbiddenPatterns: [
          /\/torchtune\/(0\.\d|main)\//,
          /\/versions\.html$/,
          /\/_modules\//,
          /\/_sources\//,
          /genindex\.html$/,
          /\/search\.html/,
        ],
        tocTop: ['Introduction', 'Tutorials', 'Basics', 'Deep-Dives', 'Recipes', 'API Reference'],
        searches: [
          {
            query: 'TransformerDecoder',
            expectPath: '/generated/torchtune.modules.TransformerDecoder.html',
          },
          { query: 'NF4 LoRA adapters', expectPath: '/tutorials/qlora_finetune.html' },
        ],
        chromeStrings: [
          'Shortcuts',
          'Table of Contents',
          'View Docs',
          'Access comprehensive developer documentation',
          '[source]',
        ],
        images: [`${stable}_images/lora_diagram.png`],
        symbols: torchtuneSymbols
          .filter(([, role]) => role !== 'py:method')
          .map(([name, role, docname]) => ({
            name,
            role,
            url: `${stable}${docname}.html#${name}`,
          })),
      },
    };
  },
};

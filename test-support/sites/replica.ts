import type { Docset } from '../../core/catalog/docset.ts';
import type { SiteFile, SiteHandler } from '../serve-site.ts';
import type { FakeGithub } from './support/fake-github.ts';

/** The twelve catalog entries of seeds/distributed-training.md, one replica each. */
export type ReplicaName =
  | 'torchtitan'
  | 'deepspeed'
  | 'megatron-lm'
  | 'megatron-core'
  | 'pytorch-lightning'
  | 'nemo-framework'
  | 'colossal-ai'
  | 'torchtune'
  | 'llama-factory'
  | 'axolotl'
  | 'unsloth'
  | 'openrlhf';

/**
 * One server of a replica. `site` is the docs host; `rtd` a second docs host on Read the Docs
 * (DeepSpeed's API reference, OpenRLHF's guide); `github` the fake REST API + raw-content server;
 * `cdn` an image host; `offsite` answers 200 to anything and must never be asked (every link that
 * leaves the docset points there, so a test can assert it got zero requests).
 */
export type HostRole = 'site' | 'rtd' | 'github' | 'cdn' | 'offsite';

/** Origins by role, e.g. `http://127.0.0.1:41234`; `hosts` is the same without the scheme. */
export interface Origins {
  url: Record<HostRole, string>;
  host: Record<HostRole, string>;
}

export interface HostSetup {
  files: Record<string, SiteFile | string>;
  /** Dynamic routes answered before the static files (GitHub API, GitBook `?ask=`, Fern). */
  routes?: SiteHandler[];
  /** What a path with no file answers instead of a 404 (an SPA shell: a soft 404). */
  fallback?: (path: string) => SiteFile;
}

/**
 * What a mirror of the replica must and must not do. Every URL is absolute (replicas span several
 * origins). "Fetched" means a GET answered 200 during the sync.
 */
export interface SiteExpectations {
  /** slugify(catalog name): the id the catalog gives the row. */
  docsetId: string;
  /** The catalog row with its URLs pointed at the replica. */
  docset: Docset;
  entryUrl: string;
  llmsTxtUrl?: string;
  /** GitHub entries: the API and raw-content base URLs the engine must be configured with. */
  github?: { apiBaseUrl: string; rawBaseUrl: string; owner: string; repo: string };
  /** Per-docset override the test should write: extra scope prefixes (a second docs host). */
  extraScopePrefixes?: string[];
  /** Per-docset override the test should write: hosts its images come from besides its own. */
  imageHosts?: string[];
  /** Where the first-level TOC should come from: the root page, the llms.txt or the README. */
  tocSource: string;
  /** URLs that must be fetched and become pages (a twin's page counts if its twin was fetched). */
  expectedPages: string[];
  /** Page URL → its markdown twin, where the site offers one; the twin is the better fetch. */
  twins?: Record<string, string>;
  /** URLs that exist on the replica as traps and must never be fetched. */
  forbiddenPaths: string[];
  /** Whole families that must never be fetched (tested against every requested URL). */
  forbiddenPatterns: RegExp[];
  /** First-level TOC titles, in order. */
  tocTop: string[];
  /** `expectPath` is a suffix of the top hit's URL (compare after dropping a twin's `.md`). */
  searches: Array<{ query: string; expectPath: string }>;
  /** Text present in the raw pages that must not survive extraction. */
  chromeStrings: string[];
  /** Image URLs that must be stored as assets. */
  images: string[];
  /** objects.inv symbols the search must rank first for their own names. */
  symbols?: Array<{ name: string; role: string; url: string }>;
}

export interface ReplicaBuild {
  hosts: Partial<Record<HostRole, HostSetup>>;
  expectations: SiteExpectations;
  github?: FakeGithub;
}

export interface ReplicaDefinition {
  name: ReplicaName;
  /** The roles it serves, primary first; `offsite` is always added. */
  roles: readonly HostRole[];
  build(origins: Origins): ReplicaBuild;
}

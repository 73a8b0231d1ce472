/**
 * Text that sites inject into their Markdown twins for machines, not readers. Each pattern names the
 * site that does it; all of it is data to remove, and none of it is ever followed.
 */

/** GitBook: "For the complete documentation index, see llms.txt…"; Fern: "For clean Markdown of any page…". */
export const INDEX_NOTE =
  /complete documentation index|for clean markdown|markdown versions of (?:the )?documentation|available by appending `?\.md|append `?\.md`? to (?:the|any) page|search and read this documentation through/i;

/** Fern and Sphinx archive banners: this page is one version among others. */
export const VERSION_BANNER =
  /^(?:>\s*)?(?:\*\*|__)?(?:you are (?:viewing|reading)|this (?:is|page is part of) (?:the )?documentation for|this archived material|this (?:version|documentation|page) (?:is|has been) (?:no longer|deprecated|archived|outdated)|for the (?:latest|current) (?:version|documentation)|a newer version|this is (?:an? )?(?:old|older|previous|unreleased|development) version)/i;

/** GitBook's "Agent Instructions" footer and similar notes addressed to AI agents. */
export const AGENT_FOOTER =
  /^(?:#{1,6}\s+|<summary>\s*|(?:\*\*|__))?(?:agent instructions|instructions for (?:ai )?agents|(?:note )?for (?:ai|llm) agents|note to (?:ai|llm)s?)\b/i;

/** GitBook's `?ask=` links invite agents to query an AI endpoint. */
export const ASK_LINK = /[?&]ask=/i;

/** Reader-service wrappers (as on NVIDIA's `.html.md`): `Key: value` lines, then `Markdown Content:`. */
export const READER_HEADER =
  /^(?:Title|URL Source|Published Time|Description|Warning|Number of Pages|Language):/;
export const READER_BODY_START = /^Markdown Content:\s*$/;

/**
 * A one-docset catalog in the seed format (front matter, H2 section, Tool | One line | Docs); the
 * docset's id is the tool's name in lower case.
 */
export function benchCatalog(entryUrl: string, tool = 'Bench'): string {
  return `---
title: Bench
description: A generated documentation site for the Folio benchmark.
tags: [bench]
---

# Bench

Written by bench/run.ts for one benchmark run.

## Bench

| Tool | One line | Docs |
|---|---|---|
| ${tool} | bench site | <${entryUrl}> |
`;
}

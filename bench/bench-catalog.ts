/** A one-docset catalog in the seed format (front matter, H2 section, Tool | One line | Docs). */
export function benchCatalog(entryUrl: string): string {
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
| Bench | generated site | <${entryUrl}> |
`;
}

import { describeMatrix } from './describe-matrix.ts';
import { MATRIX_SITES } from './matrix-sites.ts';

// A fast subset for the unit tier, one build per kind of generator; matrix.corpus.test.ts holds
// every build to the same bar.
const FAST = new Set(['sphinx-furo', 'mkdocs-material', 'docusaurus', 'vitepress', 'docbook']);
describeMatrix(
  'the generator matrix (a fast subset)',
  MATRIX_SITES.filter((s) => FAST.has(s.dir)),
);

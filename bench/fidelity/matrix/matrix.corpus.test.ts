import { describeMatrix } from './describe-matrix.ts';
import { MATRIX_SITES } from './matrix-sites.ts';

describeMatrix('the generator matrix', MATRIX_SITES);

import { Fragment } from 'react';
import { identifierParts } from '../../lib/identifier-breaks.ts';

/** Text whose long identifiers wrap after their dots and underscores, not mid-word. */
export function BreakableName({ text }: { text: string }) {
  const parts = identifierParts(text);
  if (parts.length < 2) return text;
  return parts.map((part, index) => (
    // The parts of one string never reorder: their index is their identity.
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

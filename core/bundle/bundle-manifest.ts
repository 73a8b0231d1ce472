import { z } from 'zod';
import { BundleError } from './bundle-error.ts';

/** Times are written by toISOString(); anything else in a manifest is refused. */
const isoTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
const count = z.number().int().min(0);

const manifestSchema = z
  .object({
    folioVersion: z.string().max(100),
    /** Random per bundle; an incremental bundle names its base by it. */
    bundleId: z.string().min(1).max(100),
    /** The identity of the cache it was exported from (cache_info). */
    source: z.string().min(1).max(100),
    createdAt: isoTime,
    /** Read just before the snapshot was taken: everything committed before it is in. */
    snapshotAt: isoTime,
    /** For an incremental bundle: what it applies on top of. */
    base: z.object({ bundleId: z.string().max(100).nullable(), since: isoTime }).nullable(),
    docsets: z
      .array(
        z
          .object({
            id: z.string().min(1).max(200),
            name: z.string().max(1000),
            /** Pages carried in this bundle. */
            pages: count,
            /** Pages the docset had at the source when the snapshot was taken. */
            totalPages: count,
            /** Pages removed at the source that this bundle tells the importer to remove. */
            tombstones: count,
            lastSyncAt: isoTime.nullable(),
            lastOkSyncAt: isoTime.nullable(),
            /** The source snapshot this docset's content applies on top of; null: all of it. */
            base: isoTime.nullable(),
          })
          .strict(),
      )
      .max(100_000),
  })
  .strict();

export type BundleManifest = z.infer<typeof manifestSchema>;
export type BundleDocset = BundleManifest['docsets'][number];

export function parseManifest(text: string): BundleManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BundleError('its manifest is not JSON');
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BundleError(
      `its manifest is malformed (${issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid'})`,
    );
  }
  const ids = parsed.data.docsets.map((d) => d.id);
  if (new Set(ids).size !== ids.length) throw new BundleError('its manifest lists a docset twice');
  return parsed.data;
}

import type { Command } from 'commander';
import { existsSync, readFileSync } from 'node:fs';
import { resolveSettingsDir } from '../../core/api/settings-store.ts';
import { FeedError } from '../../core/feed/feed-error.ts';
import { formatKeyId, parsePublicKey } from '../../core/feed/minisign-keys.ts';
import { readSubscriptions, writeSubscriptions } from '../../core/feed/subscriptions.ts';
import type { CliIo } from '../cli-io.ts';
import { resolveUserPath } from '../paths.ts';
import { repeatable } from '../repeatable-option.ts';
import { UsageError } from '../usage-error.ts';

interface SubscribeOptions {
  key?: string;
  docset: string[];
  remove?: boolean;
}

export function addSubscribeCommand(program: Command, io: CliIo): void {
  program
    .command('subscribe')
    .description('pull docsets from a feed folder or URL at every folio sync (signed by --key)')
    .argument('<location>', 'the feed: an http(s) URL of its folder, or the folder itself')
    .option('--key <pubkey>', 'the publisher’s public key: its .pub file, or the base64 line')
    .option(
      '--docset <id>',
      'only this docset (repeatable; default every one the feed carries)',
      repeatable,
      [],
    )
    .option('--remove', 'stop pulling from this feed (the pages it brought stay in the cache)')
    .action((location: string, options: SubscribeOptions) => {
      const dir = resolveSettingsDir(io.env);
      const where = /^https?:\/\//i.test(location) ? location : resolveUserPath(location, io);
      const feeds = readSubscriptions(dir);
      const others = feeds.filter((f) => f.location !== where);
      if (options.remove) {
        if (others.length === feeds.length) throw new UsageError(`not subscribed to ${where}`);
        writeSubscriptions(dir, others);
        io.stdout.write(`unsubscribed from ${where}\n`);
        return;
      }
      if (!options.key) throw new UsageError('--key is required: the publisher’s public key');
      const text = existsSync(resolveUserPath(options.key, io))
        ? readFileSync(resolveUserPath(options.key, io), 'utf8')
        : options.key;
      let keyId: string;
      let line: string;
      try {
        keyId = formatKeyId(parsePublicKey(text).keyId);
        line = text.split(/\r?\n/).find((l) => l.trim() && !l.startsWith('untrusted comment:'))!;
      } catch (error) {
        if (!(error instanceof FeedError)) throw error;
        throw new UsageError(`--key: ${error.message}`);
      }
      const taken = others.flatMap((f) => f.docsets.filter((id) => options.docset.includes(id)));
      if (taken.length > 0) {
        throw new UsageError(
          `${taken.join(', ')} already come from another feed: a docset comes from one place`,
        );
      }
      const previous = feeds.find((f) => f.location === where);
      // A new key for the same place starts over: the old key's serials say nothing of the new.
      const state = previous && previous.publicKey === line.trim() ? previous.state : {};
      writeSubscriptions(dir, [
        ...others,
        { location: where, publicKey: line.trim(), docsets: [...new Set(options.docset)], state },
      ]);
      io.stdout.write(
        `subscribed to ${where} (key ${keyId}; ${options.docset.length ? options.docset.join(', ') : 'every docset it carries'}); folio sync pulls it\n`,
      );
    });
}

import { describe, expect, it } from 'vitest';
import { imageScope, livesOnSpecialAddress } from './image-scope.ts';

const docs = { prefixes: ['https://docs.example.org/en/latest/', 'https://api.example.org/'] };

describe('imageScope', () => {
  it('admits the docset’s own hosts and declared image hosts, nothing else', () => {
    const scope = imageScope(docs, ['files.cdn.example']);
    expect(scope.admits('https://docs.example.org/_images/a.png')).toBe(true);
    expect(scope.admits('http://docs.example.org/elsewhere/b.png')).toBe(true);
    expect(scope.admits('https://api.example.org/c.svg')).toBe(true);
    expect(scope.admits('https://files.cdn.example/d.png')).toBe(true);
    for (const url of [
      'https://docs.example.org:8443/a.png',
      'https://tracker.example/pixel.gif',
      'http://169.254.169.254/latest/meta-data/iam.png',
      'data:image/png;base64,AAAA',
      'not a url',
    ]) {
      expect([url, scope.admits(url)]).toEqual([url, false]);
    }
    expect(scope.publicOnly).toBe(true);
  });

  it('admits every subdomain of a declared *.host, and not the host itself or a look-alike', () => {
    const scope = imageScope(docs, ['*.gitbook.io']);
    expect(scope.admits('https://2706712154-files.gitbook.io/a.png')).toBe(true);
    expect(scope.admits('https://gitbook.io/a.png')).toBe(false);
    expect(scope.admits('https://evilgitbook.io/a.png')).toBe(false);
    expect(scope.admits('https://gitbook.io.evil.example/a.png')).toBe(false);
  });

  it('lets a local docset’s images be local, and only then', () => {
    expect(imageScope({ prefixes: ['http://127.0.0.1:8000/docs/'] }).publicOnly).toBe(false);
    // A declared image host on loopback does not make the docset local.
    expect(imageScope(docs, ['127.0.0.1:9000']).publicOnly).toBe(true);
  });
});

describe('livesOnSpecialAddress', () => {
  const table = (answers: Record<string, string[]>) => (name: string) =>
    answers[name] ? Promise.resolve(answers[name]) : Promise.reject(new Error('ENOTFOUND'));

  it('is true for a loopback literal or name without asking DNS, and for an intranet name', async () => {
    const never = () => Promise.reject(new Error('asked'));
    expect(await livesOnSpecialAddress({ prefixes: ['http://localhost:3000/'] }, never)).toBe(true);
    const intranet = table({ 'docs.corp': ['10.20.30.40'] });
    expect(await livesOnSpecialAddress({ prefixes: ['https://docs.corp/'] }, intranet)).toBe(true);
  });

  it('is false for a public name, and for one that does not resolve', async () => {
    const resolve = table({ 'docs.example.org': ['93.184.216.34'] });
    expect(await livesOnSpecialAddress(docs, resolve)).toBe(false);
  });
});

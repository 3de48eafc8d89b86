// @vitest-environment node
import { secretBox } from './secret-box';

/** Sealed secrets: opened only with their key and purpose, and never left readable. */
describe('the secret box', () => {
  const box = secretBox(new Uint8Array(32).fill(7));

  it('opens what it sealed, each seal different, the text nowhere in it', () => {
    const one = box.seal('client-secret', 'hunter2-very-secret');
    const two = box.seal('client-secret', 'hunter2-very-secret');
    expect(one).not.toBe(two);
    expect(one).not.toContain('hunter2');
    expect(box.open('client-secret', one)).toBe('hunter2-very-secret');
  });

  it('opens nothing sealed with another key or for another purpose, or changed', () => {
    const sealed = box.seal('client-secret', 'abc');
    expect(secretBox(new Uint8Array(32).fill(8)).open('client-secret', sealed)).toBeUndefined();
    expect(box.open('pkce-verifier', sealed)).toBeUndefined();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = `${body![0] === 'A' ? 'B' : 'A'}${body!.slice(1)}`;
    expect(box.open('client-secret', [version, iv, tag, flipped].join('.'))).toBeUndefined();
    expect(box.open('client-secret', 'not sealed')).toBeUndefined();
  });

  it('refuses a key shorter than 256 bits', () => {
    expect(() => secretBox(new Uint8Array(16))).toThrow('at least 32 bytes');
  });
});

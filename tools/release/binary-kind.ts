/** What machine a native binary is for, read from its header; null for anything not a binary. */
export interface BinaryKind {
  format: 'elf' | 'pe' | 'mach-o';
  arch: 'x64' | 'arm64' | 'other';
}

const ELF_MACHINES: Record<number, BinaryKind['arch']> = { 0x3e: 'x64', 0xb7: 'arm64' };
const PE_MACHINES: Record<number, BinaryKind['arch']> = { 0x8664: 'x64', 0xaa64: 'arm64' };

/** From the first 4 KB of a file. */
export function binaryKind(head: Buffer): BinaryKind | null {
  if (head.length >= 20 && head.readUInt32BE(0) === 0x7f454c46) {
    const machine = head[5] === 2 ? head.readUInt16BE(18) : head.readUInt16LE(18);
    return { format: 'elf', arch: ELF_MACHINES[machine] ?? 'other' };
  }
  if (head.length >= 64 && head.readUInt16LE(0) === 0x5a4d) {
    const pe = head.readUInt32LE(0x3c);
    if (pe + 6 <= head.length && head.readUInt32LE(pe) === 0x00004550)
      return { format: 'pe', arch: PE_MACHINES[head.readUInt16LE(pe + 4)] ?? 'other' };
  }
  if (head.length >= 8 && [0xfeedfacf, 0xcffaedfe].includes(head.readUInt32BE(0))) {
    const cpu = head.readUInt32LE(4);
    return {
      format: 'mach-o',
      arch: cpu === 0x01000007 ? 'x64' : cpu === 0x0100000c ? 'arm64' : 'other',
    };
  }
  return null;
}

/** Whether a binary may be in a target's release: its own format and architecture only. */
export function belongsTo(kind: BinaryKind, target: { platform: string; arch: string }): boolean {
  const format =
    target.platform === 'win32' ? 'pe' : target.platform === 'darwin' ? 'mach-o' : 'elf';
  return kind.format === format && kind.arch === target.arch;
}

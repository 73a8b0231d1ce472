/**
 * Widgets: coloured tiles packed into frames.
 * @module
 */

/** A rectangle of rows that tiles are packed into. */
export class Frame {
  readonly width: number;

  constructor(width: number) {
    this.width = width;
  }

  /** Add one tile of the given colour; a heavier tile takes more room. */
  addTile(colour: string, weight = 1): void {
    void colour;
    void weight;
  }

  /** Render the frame as terminal text, or to a pixmap file when a path is given. */
  render(path?: string): string {
    return path ?? '';
  }

  /** Release the frame's buffers; a closed frame refuses new tiles. */
  close(): void {}
}

/** Open an empty frame of the given width in columns. */
export function openFrame(width: number): Frame {
  return new Frame(width);
}

/** The library's version, as the command line tool prints it. */
export function version(): string {
  return '1.4';
}

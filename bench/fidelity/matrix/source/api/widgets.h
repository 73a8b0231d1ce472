/** @file widgets.h
 *  @brief Widgets: coloured tiles packed into frames.
 */

/** A rectangle of rows that tiles are packed into. */
typedef struct widgets_frame widgets_frame;

/** Open an empty frame of the given width in columns. */
widgets_frame *widgets_open_frame(int width);

/** Add one tile of the given colour; a heavier tile takes more room. */
void widgets_add_tile(widgets_frame *frame, const char *colour, int weight);

/** Render the frame as terminal text, or to a pixmap file when a path is given. */
const char *widgets_render(widgets_frame *frame, const char *path);

/** Release the frame's buffers; a closed frame refuses new tiles. */
void widgets_close(widgets_frame *frame);

/** The library's version, as the command line tool prints it. */
const char *widgets_version(void);
